/** Loading bar defaults (milliseconds, pixels). */
export const LOADING_BAR = { duration: 2000, throttle: 200, hideDelay: 500, resetDelay: 400, height: 3 } as const;
