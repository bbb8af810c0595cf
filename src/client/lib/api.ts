/**
 * The one way the client talks to the API. An error's message is the server's words
 * (body.message | body.details | statusText), which every toast shows as they are; the status is
 * kept apart (`status`, `code`) for code that branches on it — people are never shown "409: ".
 */
export class ApiError extends Error {
  constructor(
    public readonly status: number,
    public readonly serverMessage: string,
    public readonly body: unknown,
  ) {
    super(serverMessage);
    this.name = 'ApiError';
  }
  get code(): string | undefined {
    return (this.body as { code?: string } | null)?.code;
  }
  get fieldErrors(): Record<string, string[]> | undefined {
    return (this.body as { fieldErrors?: Record<string, string[]> } | null)?.fieldErrors;
  }
}

export async function apiRequest<T>(method: string, url: string, body?: unknown, init: RequestInit = {}): Promise<T> {
  const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
  const res = await fetch(url, {
    method,
    credentials: 'include',
    ...init,
    headers: {
      ...(body !== undefined && !isForm ? { 'Content-Type': 'application/json' } : {}),
      ...(init.headers ?? {}),
    },
    body: body === undefined ? undefined : isForm ? (body as FormData) : JSON.stringify(body),
  });
  const isJson = (res.headers.get('content-type') ?? '').includes('application/json');
  if (!res.ok) {
    let parsed: unknown = null;
    let text = '';
    if (isJson) parsed = await res.json().catch(() => null);
    else text = await res.text().catch(() => '');
    const b = parsed as { message?: string; details?: string } | null;
    throw new ApiError(res.status, b?.message || b?.details || text || res.statusText, parsed);
  }
  return (isJson ? await res.json() : undefined) as T;
}

export const api = {
  get: <T>(url: string, init?: RequestInit) => apiRequest<T>('GET', url, undefined, init),
  post: <T>(url: string, body?: unknown, init?: RequestInit) => apiRequest<T>('POST', url, body ?? {}, init),
  put: <T>(url: string, body?: unknown, init?: RequestInit) => apiRequest<T>('PUT', url, body ?? {}, init),
  patch: <T>(url: string, body?: unknown, init?: RequestInit) => apiRequest<T>('PATCH', url, body ?? {}, init),
  delete: <T>(url: string, init?: RequestInit) => apiRequest<T>('DELETE', url, undefined, init),
};

/** The server's words for a failed request, or the fallback text. */
export function serverMessageOf(err: unknown, fallback: string): string {
  return err instanceof ApiError && err.serverMessage ? err.serverMessage : fallback;
}
