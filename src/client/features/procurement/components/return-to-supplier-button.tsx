import { Undo2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Grn } from '#shared/contracts/procurement';
import { Button } from '#client/components/ui';
import { useBusinessId } from '#client/lib/use-business-id';
import { ReturnToSupplierDialog } from './return-to-supplier-dialog';

/** A GRN's "Return to supplier": shown when something arrived in good condition; opens the return dialog. */
export function ReturnToSupplierButton({ grn }: { grn: Grn }) {
  const { t } = useTranslation('procurement');
  const businessId = useBusinessId();
  const [open, setOpen] = useState(false);
  if (businessId == null || !grn.items.some((i) => i.condition === 'good' && i.receivedQuantity > 0)) return null;
  return (
    <>
      <Button type="button" variant="outline" className="self-start" onClick={() => setOpen(true)}>
        <Undo2 aria-hidden="true" />
        {t('returnDialog.open')}
      </Button>
      {open && <ReturnToSupplierDialog businessId={businessId} grn={grn} onOpenChange={setOpen} />}
    </>
  );
}
