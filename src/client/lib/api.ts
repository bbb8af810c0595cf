import type { ErrorBody, ErrorRef } from '#shared/errors';
import { textOfMessage, textOfRef } from './error-text';
import { recordAnswer, recordNoAnswer } from './last-online';

type Body = Partial<ErrorBody> | null;

/**
 * The one way the client talks to the API. An error's message is the server's words
 * (body.message | body.details | statusText) in the reader's language: the body's registered `code`
 * and `params` looked up in the `errors` catalogue (`message`, `localMessage`); `serverMessage`
 * keeps the English text for code that compares it. The status is kept apart (`status`, `code`)
 * for code that branches on it — people are never shown "409: ".
 */
export class ApiError extends Error {
  constructor(
    public readonly status: number,
    public readonly serverMessage: string,
    public readonly body: unknown,
    /** The server's Retry-After in ms (a 503 or 429 says how long to wait), when it sent one. */
    public readonly retryAfterMs?: number,
  ) {
    super(localize(serverMessage, body as Body));
    this.name = 'ApiError';
  }
  get code(): string | undefined {
    return (this.body as Body)?.code;
  }
  get params(): Record<string, string> | undefined {
    return (this.body as Body)?.params;
  }
  /** The server's message in the language the screen is in now. */
  get localMessage(): string {
    return localize(this.serverMessage, this.body as Body);
  }
  /** Field by field, the messages in the reader's language (`serverFieldErrors`: the English ones). */
  get fieldErrors(): Record<string, string[]> | undefined {
    const fields = this.serverFieldErrors;
    if (!fields) return undefined;
    const codes = (this.body as Body)?.fieldCodes ?? {};
    return Object.fromEntries(
      Object.entries(fields).map(([field, messages]) => [field, messages.map((m, i) => fieldText(m, codes[field]?.[i]))]),
    );
  }
  get serverFieldErrors(): Record<string, string[]> | undefined {
    return (this.body as Body)?.fieldErrors;
  }
}

function localize(message: string, body: Body): string {
  if (!body?.code || body.message !== message) return textOfMessage(message);
  return textOfRef({ code: body.code, params: body.params }, message);
}

const fieldText = (message: string, ref: ErrorRef | undefined) => (ref ? textOfRef(ref, message) : textOfMessage(message));

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
  }).catch((err: unknown) => {
    // No answer at all: the offline till's header and limit need to know.
    if ((err as Error | null)?.name !== 'AbortError') recordNoAnswer();
    throw err;
  });
  // A 5xx may be a proxy's, not the server's: only an answer below it counts as reaching Kade.
  if (res.status < 500) recordAnswer();
  const isJson = (res.headers.get('content-type') ?? '').includes('application/json');
  if (!res.ok) {
    let parsed: unknown = null;
    let text = '';
    if (isJson) parsed = await res.json().catch(() => null);
    else text = await res.text().catch(() => '');
    const b = parsed as { message?: string; details?: string } | null;
    throw new ApiError(
      res.status,
      b?.message || b?.details || text || res.statusText,
      parsed,
      retryAfterMs(res.headers.get('retry-after')),
    );
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

/** The server's words for a failed request in the reader's language, or the fallback text. */
export function serverMessageOf(err: unknown, fallback: string): string {
  return err instanceof ApiError && err.serverMessage ? err.localMessage : fallback;
}

/** Retry-After in seconds (the only form Kade sends), as ms; undefined when absent or not a number. */
function retryAfterMs(header: string | null): number | undefined {
  const seconds = header === null ? NaN : Number(header);
  return Number.isFinite(seconds) && seconds >= 0 ? seconds * 1000 : undefined;
}
