/**
 * The browser tests' servers (started by playwright.config.ts): the app on E2E_PORT, and beside it
 * the same app against a PostgreSQL server that is not there (the Service Unavailable screen).
 */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 5100);
export const E2E_DOWN_PORT = E2E_PORT + 1;
export const E2E_DOWN_URL = `http://localhost:${E2E_DOWN_PORT}`;
