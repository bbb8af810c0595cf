import { ApiError } from '#client/lib/api';

/**
 * A multipart POST through XMLHttpRequest, because fetch reports no upload progress: `onProgress`
 * gets the fraction of the file sent (0–1). Errors are ApiErrors as the rest of the client's.
 */
export function postWithProgress<T>(url: string, form: FormData, onProgress: (fraction: number) => void): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.withCredentials = true;
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) onProgress(e.loaded / e.total);
    };
    xhr.onload = () => {
      const body = parseJson(xhr.responseText, xhr.getResponseHeader('content-type'));
      if (xhr.status >= 200 && xhr.status < 300) return resolve(body as T);
      const b = body as { message?: string; details?: string } | null;
      reject(new ApiError(xhr.status, b?.message || b?.details || xhr.statusText, body));
    };
    // No answer at all (offline, the connection dropped): status 0, the screen says so.
    xhr.onerror = () => reject(new ApiError(0, '', null));
    xhr.onabort = () => reject(new ApiError(0, '', null));
    xhr.send(form);
  });
}

function parseJson(text: string, contentType: string | null): unknown {
  if (!(contentType ?? '').includes('application/json')) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}
