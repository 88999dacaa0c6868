/**
 * The instant every test starts at unless it sets its own clock: a Monday at 10:00 in the
 * hospital, inside the demo registration window and inside the morning clinic, so no test
 * depends on when it happens to run.
 */
export const TEST_NOW = new Date('2026-11-23T10:00:00+08:00');

/** TEST_NOW in milliseconds, for the parts that take a `now` function (stores, clients). */
export const testNow = (): number => TEST_NOW.getTime();
