import { FileText } from 'lucide-react';
import { Suspense, useState, type ReactNode } from 'react';
import { Button, Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '#client/components/ui';
import { MessageLog, ShareButton } from '#client/components/share';
import { useFeatureSlot } from '#client/lib/feature-slots';

/** Whose ledger it is: a debtor (what they owe the shop) or a supplier (what the shop owes them). */
export interface LedgerParty {
  kind: 'debtor' | 'supplier';
  id: number;
  name: string;
}

interface LedgerDialogProps {
  businessId: number;
  /** The party whose ledger is open; null closes the dialog. */
  party: LedgerParty | null;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  /** The dialog's close button's name (the dialog's own default when not given). */
  closeLabel?: string;
  /** The statement button's text. */
  statementLabel: string;
  /** Shown instead of the ledger while it loads or when it failed (a skeleton, an alert). */
  placeholder?: ReactNode;
  /** The body's grid classes (its gap). */
  className?: string;
  /** The party's entries: one table or several. */
  children: ReactNode;
}

/**
 * A party's ledger, the debtor's and the supplier's alike: the title and summary, the entries the
 * feature shows, then the statement (the statements feature's dialog, by slot), the share button
 * (WhatsApp, SMS or e-mail) and every message the party was sent.
 */
export function LedgerDialog({
  businessId,
  party,
  onOpenChange,
  title,
  description,
  closeLabel,
  statementLabel,
  placeholder,
  className = 'grid gap-4',
  children,
}: LedgerDialogProps) {
  return (
    <Dialog open={party !== null} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={closeLabel} className="max-h-[90vh] overflow-y-auto sm:max-w-3xl">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {placeholder ? (
          placeholder
        ) : (
          <div className={className}>
            {children}
            {party && <LedgerStatementActions businessId={businessId} party={party} statementLabel={statementLabel} />}
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}

/** The statement and share buttons, the message log, and the statement dialog once opened. */
function LedgerStatementActions({ businessId, party, statementLabel }: { businessId: number; party: LedgerParty; statementLabel: string }) {
  const [statementOpen, setStatementOpen] = useState(false);
  // The statements feature's dialog, loaded with its own texts when first opened.
  const StatementDialog = useFeatureSlot('StatementDialog');
  return (
    <>
      <div className="flex justify-end gap-2">
        <Button type="button" variant="outline" onClick={() => setStatementOpen(true)}>
          <FileText aria-hidden="true" />
          {statementLabel}
        </Button>
        <ShareButton businessId={businessId} target={{ kind: party.kind, id: party.id }} />
      </div>
      <MessageLog businessId={businessId} recipientKind={party.kind} recipientId={party.id} />
      {statementOpen && (
        <Suspense fallback={null}>
          <StatementDialog
            businessId={businessId}
            party={{ kind: party.kind, id: party.id }}
            name={party.name}
            open={statementOpen}
            onOpenChange={setStatementOpen}
          />
        </Suspense>
      )}
    </>
  );
}
