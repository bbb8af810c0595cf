import { ApiError } from '../../../lib/api';

/**
 * GETs a file and saves it under the server's name (Content-Disposition), else `fallbackName`.
 * Fetched rather than linked so a refusal (a module gone, a signed-out session) shows as a
 * message on this screen instead of a page of JSON.
 */
export async function downloadFile(url: string, fallbackName: string): Promise<string> {
  const res = await fetch(url, { credentials: 'include' });
  if (!res.ok) {
    const body = (await res.json().catch(() => null)) as { message?: string } | null;
    throw new ApiError(res.status, body?.message || res.statusText, body);
  }
  const fileName = fileNameOf(res.headers.get('content-disposition')) ?? fallbackName;
  const href = URL.createObjectURL(await res.blob());
  const a = document.createElement('a');
  a.href = href;
  a.download = fileName;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(href), 1000);
  return fileName;
}

/** `filename*=UTF-8''…` (a Sinhala or Tamil name) first, then the plain `filename="…"`. */
export function fileNameOf(disposition: string | null): string | null {
  if (!disposition) return null;
  const star = /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1];
  if (star) {
    try {
      return decodeURIComponent(star.trim());
    } catch {
      // a malformed escape: the plain name below
    }
  }
  return /filename="?([^";]+)"?/i.exec(disposition)?.[1]?.trim() ?? null;
}
