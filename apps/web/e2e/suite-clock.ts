/**
 * The instant the end-to-end suite stands at, on the server (CLOCK_START) and in every
 * browser: a Monday morning in the hospital, inside its booking hours. Both clocks run on
 * from there, so the pages and the server agree on "today" whatever the hour the suite runs.
 */
export const SUITE_START = '2026-11-23T10:00:00+08:00';
