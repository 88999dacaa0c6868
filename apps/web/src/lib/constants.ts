/** Business constants and limits of the product, in one place. */

/** A token passed in the address is accepted only when longer than this. */
export const MIN_ADDRESS_TOKEN_LENGTH = 10;
export const GRANT_TYPE = 'password';

/** Back-to-exit windows. */
export const PICKER_BACK_EXIT_MS = 2000;
export const ANDROID_ROOT_BACK_EXIT_MS = 1000;

export const NATIVE_SHELL_REDIRECT_DELAY_MS = 10_000;
export const WAITING_DOTS_INTERVAL_MS = 600;

export const TAB_WIDTH_THREE = '33%';
export const TAB_WIDTH_TWO = '50%';

export const TOAST_SHORT_MS = 2000;
export const TOAST_LONG_MS = 3500;

/** The date picker offers this many years before and after the current year. */
export const DATE_PICKER_YEARS = 5;

export const PULL_TO_REFRESH_HEIGHT = 50;
export const PRELOAD_PAGE_LIMIT = 10;

/**
 * "Tap max 250 ms / 5 px; swipe max 300 ms / 18 px": the swipe's 18 px is the least it must
 * travel (see lib/gesture.ts), hence the name.
 */
export const TAP_MAX_MS = 250;
export const TAP_MAX_PX = 5;
export const SWIPE_MAX_MS = 300;
export const SWIPE_MIN_PX = 18;

export const BACKDROP_REMOVAL_DELAY_MS = 350;
export const SLIDER_TOOLTIP_HIDE_MS = 1000;
export const TRANSPARENT_BAR_OFFSET = 150;
export const SCROLL_DEBOUNCE_MS = 16;

export const ACCESS_TOKEN_KEY = 'access_token';

/** Not in the spec: how long a call may wait before it counts as "no response". */
export const REQUEST_TIMEOUT_MS = 15_000;

/**
 * The emergency numbers the diversion page dials. In the bundle, not fetched: the page must
 * work when the server cannot be reached.
 */
export const EMERGENCY_CALL_NUMBER = '120';
export const EMERGENCY_DEPT_PHONE = '0571-88886120';
