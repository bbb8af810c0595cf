import { useMutation } from '@tanstack/react-query';
import { PROCUREMENT_PATHS } from '#shared/contracts/procurement';
import type { DebitNote } from '#shared/contracts/supplier-returns';
import { ApiError } from '#client/lib/api';
import { saveFile } from '#client/lib/save-file';

// GET /api/procurement/debit-notes/:id/pdf — the A4 debit note, saved as a file.
async function downloadDebitNotePdf(note: Pick<DebitNote, 'id' | 'number'>): Promise<void> {
  const res = await fetch(PROCUREMENT_PATHS.debitNotePdf(note.id), { credentials: 'include' });
  if (!res.ok) {
    const body = (await res.json().catch(() => null)) as { message?: string } | null;
    throw new ApiError(res.status, body?.message || res.statusText, body);
  }
  const file = new File([await res.blob()], `debit-note-${note.number}.pdf`, { type: 'application/pdf' });
  saveFile(file, file.name);
}

export const useDebitNotePdf = () => useMutation({ mutationFn: downloadDebitNotePdf });
