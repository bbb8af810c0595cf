import { ApiError } from '#client/lib/api';

/** Admin queries retry up to 3 times, except when signed out. */
export const adminRetry = (failureCount: number, err: unknown) => !(err instanceof ApiError && err.status === 401) && failureCount < 3;
