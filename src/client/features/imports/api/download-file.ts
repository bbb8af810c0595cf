import { ApiError } from '#client/lib/api';
import { fileNameOf, saveFile } from '#client/lib/save-file';

export { fileNameOf };

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
  saveFile(await res.blob(), fileName);
  return fileName;
}
