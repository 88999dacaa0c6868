/** How much a patient's feedback may hold: apart, so the rules' messages can name the numbers. */
export const FEEDBACK_CONTENT_MIN = 5;
export const FEEDBACK_CONTENT_MAX = 500;
export const FEEDBACK_IMAGES_MAX = 4;
