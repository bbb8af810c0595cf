import { useMutation } from '@tanstack/react-query';
import { TAX_PATHS, exportFileName, type ExportFormat } from '#shared/contracts/tax';
import { ApiError } from '#client/lib/api';
import { fileNameOf, saveFile } from '#client/lib/save-file';

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
  const fileName = fileNameOf(res.headers.get('content-disposition')) ?? exportFileName(period, format);
  saveFile(await res.blob(), fileName);
  return fileName;
}

export function useExportReport(businessId: number) {
  return useMutation({
    mutationFn: ({ format, period }: { format: ExportFormat; period: string }) => downloadReport(businessId, format, period),
  });
}
