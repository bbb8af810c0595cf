// The zod-free part of the settings contract (the till reads settings without loading zod); `./settings` re-exports it.

export const SETTINGS_PATHS = {
  settings: '/api/business-settings',
} as const;
