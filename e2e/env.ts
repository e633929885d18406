/** Shared by the Playwright config and the journeys. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4173);
export const E2E_ADMIN_TOKEN = 'e2e-admin-token';
