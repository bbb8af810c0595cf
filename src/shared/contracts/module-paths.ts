// The zod-free part of the modules contract: the landing page imports its path from here, so it
// does not load zod; `./modules` re-exports it.

export const MODULES_PATH = '/api/modules';
