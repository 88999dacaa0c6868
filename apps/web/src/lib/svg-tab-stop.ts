/**
 * Spread on an SVG element to make it a Tab stop. Preact writes an SVG element's props as
 * attributes under the names given, and SVG attribute names keep their case: `tabIndex`
 * would be an attribute the browser ignores, where `tabindex` is the one it reads.
 */
export const svgTabStop: Record<string, number> = { tabindex: 0 };
