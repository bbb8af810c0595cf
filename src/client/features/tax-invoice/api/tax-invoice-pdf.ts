import { useMutation, useQueryClient } from '@tanstack/react-query';
import { TAX_INVOICE_PATHS } from '#shared/contracts/tax-invoice-paths';
import { ApiError } from '#client/lib/api';
import { queryKeys } from '#client/lib/query-keys';

async function fetchPdf(businessId: number, saleId: number): Promise<File> {
  const res = await fetch(TAX_INVOICE_PATHS.taxInvoicePdf(businessId, saleId), { credentials: 'include' });
  if (!res.ok) {
    const body = (await res.json().catch(() => null)) as { message?: string } | null;
    throw new ApiError(res.status, body?.message || res.statusText, body);
  }
  // The server names the file (tax-invoice-TI-000001.pdf, "-copy" on a reprint).
  const name = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? 'tax-invoice.pdf';
  return new File([await res.blob()], name, { type: 'application/pdf' });
}

function download(file: File) {
  const url = URL.createObjectURL(file);
  const a = document.createElement('a');
  a.href = url;
  a.download = file.name;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Downloads the A4 PDF: each download is a print (the first the original, later ones COPY). */
export function useDownloadTaxInvoicePdf(businessId: number, saleId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async () => download(await fetchPdf(businessId, saleId)),
    onSettled: () => qc.invalidateQueries({ queryKey: queryKeys.sales.taxInvoice(businessId, saleId) }),
  });
}
