/** The image types the server recognises (by their first bytes). */
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

/** The server's default `PHOTO_MAX_BYTES`: 5 MiB. */
export const PHOTO_MAX_BYTES = 5 * 1024 * 1024;
