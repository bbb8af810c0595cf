// The zod-free paths of the service itself: its health and its OpenAPI document.

export const SYSTEM_PATHS = {
  health: '/api/health',
  docs: '/api/docs',
  openApiJson: '/api/docs/openapi.json',
} as const;
