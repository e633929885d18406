/** Shared by the Playwright config and the journeys. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4173);
/** A second server whose access tokens last E2E_SHORT_TOKEN_TTL seconds. */
export const E2E_SHORT_TOKEN_PORT = E2E_PORT + 1;
export const E2E_SHORT_TOKEN_TTL = 5;
export const E2E_ADMIN_TOKEN = 'e2e-admin-token';
/** The build the journeys' servers serve: the journeys' build (`npm run build:journeys`), whose machines tell the journeys their states. */
export const E2E_APP_DIR = 'dist-journeys';
