/** SPEC §3: a review's rating is 1 to 5. */
export const MIN_RATING = 1;
export const MAX_RATING = 5;
/** The longest review message accepted. */
export const MAX_REVIEW_LENGTH = 2000;
