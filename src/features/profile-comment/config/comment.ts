/** The longest comment the contract takes (`description`, maxLength 2000). */
export const COMMENT_MAX_LENGTH = 2000;

/** How long typing pauses before screen readers hear the characters left. */
export const COUNT_ANNOUNCE_DELAY = 1000;
