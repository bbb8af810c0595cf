import { Download } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { DebitNote } from '#shared/contracts/supplier-returns';
import { Button, toast } from '#client/components/ui';
import { serverMessageOf } from '#client/lib/api';
import { useDebitNotePdf } from '../api/debit-note-pdf';

/** Downloads the debit note's A4 PDF, to print or send to the supplier. */
export function DebitNotePdfButton({ note, size }: { note: Pick<DebitNote, 'id' | 'number'>; size?: 'sm' }) {
  const { t } = useTranslation('procurement');
  const pdf = useDebitNotePdf();
  const onClick = async () => {
    try {
      await pdf.mutateAsync(note);
      toast.success(t('debitNotes.downloaded'));
    } catch (err) {
      toast.error(t('debitNotes.pdfFailed'), { description: serverMessageOf(err, '') || undefined });
    }
  };
  return (
    <Button
      type="button"
      variant="outline"
      size={size}
      disabled={pdf.isPending}
      aria-label={t('debitNotes.downloadFor', { number: note.number })}
      onClick={() => void onClick()}
    >
      <Download aria-hidden="true" />
      {t('debitNotes.downloadPdf')}
    </Button>
  );
}
