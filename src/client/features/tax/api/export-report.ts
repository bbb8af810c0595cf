import { useMutation } from '@tanstack/react-query';
import { TAX_PATHS, exportFileName, type ExportFormat } from '../../../../shared/contracts/tax';
import { ApiError } from '../../../lib/api';

/** POSTs the export and saves the attachment under the server's file name. */
async function downloadReport(businessId: number, format: ExportFormat, period: string): Promise<string> {
  const res = await fetch(TAX_PATHS.exportReport(businessId), {
    method: 'POST',
    credentials: 'include',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ format, period }),
  });
  if (!res.ok) {
    const body = (await res.json().catch(() => null)) as { message?: string } | null;
    throw new ApiError(res.status, body?.message || res.statusText, body);
  }
  const disposition = res.headers.get('content-disposition') ?? '';
  const fileName = /filename="([^"]+)"/.exec(disposition)?.[1] ?? exportFileName(period, format);
  const url = URL.createObjectURL(await res.blob());
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
  return fileName;
}

export function useExportReport(businessId: number) {
  return useMutation({
    mutationFn: ({ format, period }: { format: ExportFormat; period: string }) => downloadReport(businessId, format, period),
  });
}
