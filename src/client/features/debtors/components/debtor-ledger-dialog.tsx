import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Debtor, DebtorCredit, DebtorInvoice, DebtorPayment } from '#shared/contracts/debtors';
import { LedgerDialog } from '#client/components/forms/ledger-dialog';
import { Alert, AlertTitle, Badge, Skeleton, TableCell, TableRow } from '#client/components/ui';
import { LedgerTable } from '#client/components/forms/ledger-table';
import { formatDate, formatMoney } from '#client/lib/format';
import { useDebtorLedger } from '../api/get-debtor-ledger';

const statusVariant = { pending: 'secondary', partial: 'warning', paid: 'success' } as const;

/**
 * What a charge is: a bounced cheque (with its sale), the credit part of a split sale ("INV-… (part
 * on credit: 500.00 of 1,357.00)"), a credit sale, or a manual debt.
 */
export function invoiceLabel(inv: DebtorInvoice, t: TFunction<'debtors'>): string {
  if (inv.cheque) {
    const cheque = t('ledger.bouncedCheque', { number: inv.cheque.number, bank: inv.cheque.bank });
    return inv.invoiceNumber ? t('ledger.chequeForInvoice', { cheque, invoice: inv.invoiceNumber }) : cheque;
  }
  if (!inv.invoiceNumber) return t('ledger.manualDebt');
  if (inv.saleTotal !== null && inv.saleTotal > inv.amount) {
    return t('ledger.creditPart', { invoice: inv.invoiceNumber, amount: formatMoney(inv.amount), total: formatMoney(inv.saleTotal) });
  }
  return inv.invoiceNumber;
}

/** What a credit off the debt is: a return (its credit note, for the sale it came off), a void, or an adjustment. */
export function creditLabel(c: DebtorCredit, t: TFunction<'debtors'>): string {
  if (c.kind === 'return') return t('ledger.returnCredit', { creditNote: c.creditNoteNumber ?? '', invoice: c.invoiceNumber ?? '' });
  if (c.kind === 'void') return t('ledger.voidCredit', { invoice: c.invoiceNumber ?? '' });
  return t('ledger.adjustment');
}

/** A debtor's invoices (credit sales and manual debts, paid oldest first), payments, and returns off the debt. */
export function DebtorLedgerDialog({
  businessId,
  debtor,
  onOpenChange,
}: {
  businessId: number;
  debtor: Debtor | null;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation('debtors');
  const ledger = useDebtorLedger(businessId, debtor?.id ?? null);
  return (
    <LedgerDialog
      businessId={businessId}
      party={debtor && { kind: 'debtor', id: debtor.id, name: debtor.name }}
      onOpenChange={onOpenChange}
      title={t('ledger.title', { name: debtor?.name ?? '' })}
      description={<DebtorLedgerSummary debtor={debtor} />}
      statementLabel={t('ledger.statement')}
      placeholder={
        ledger.isLoading ? (
          <Skeleton className="h-40 w-full" />
        ) : ledger.isError || !ledger.data ? (
          <Alert variant="destructive">
            <AlertTitle>{t('ledger.loadFailed')}</AlertTitle>
          </Alert>
        ) : undefined
      }
      className="grid gap-6"
    >
      {ledger.data && <InvoiceTable invoices={ledger.data.invoices} />}
      {ledger.data && <PaymentTable payments={ledger.data.payments} />}
      {ledger.data && ledger.data.credits.length > 0 && <CreditTable credits={ledger.data.credits} />}
    </LedgerDialog>
  );
}

/** What the debtor owes, paid and still owes, and their credit limit when they have one. */
function DebtorLedgerSummary({ debtor }: { debtor: Debtor | null }) {
  const { t } = useTranslation('debtors');
  return (
    <>
      {debtor &&
        t('ledger.summary', {
          total: formatMoney(debtor.totalDebt),
          paid: formatMoney(debtor.paidAmount),
          remaining: formatMoney(debtor.remainingAmount),
        })}
      {debtor?.creditLimit != null && (
        <span className="block" data-testid="ledger-credit-limit">
          {t('card.creditLimit', { amount: formatMoney(debtor.creditLimit) })}
        </span>
      )}
    </>
  );
}

function InvoiceTable({ invoices }: { invoices: DebtorInvoice[] }) {
  const { t } = useTranslation('debtors');
  return (
    <LedgerSection title={t('ledger.invoices')}>
      <LedgerTable
        testId="debtor-invoices"
        columns={[
          { label: t('ledger.invoice') },
          { label: t('ledger.date') },
          { label: t('ledger.amount'), amount: true },
          { label: t('ledger.paid'), amount: true },
          { label: t('ledger.outstanding'), amount: true },
          { label: t('ledger.status') },
        ]}
      >
        {invoices.map((inv) => (
          <TableRow key={inv.entryId}>
            <TableCell className="font-medium">{invoiceLabel(inv, t)}</TableCell>
            <TableCell className="whitespace-nowrap">{formatDate(inv.date)}</TableCell>
            <TableCell className="text-right tabular-nums whitespace-nowrap">{formatMoney(inv.amount)}</TableCell>
            <TableCell className="text-right tabular-nums whitespace-nowrap">{formatMoney(inv.paid)}</TableCell>
            <TableCell className="text-right tabular-nums whitespace-nowrap">{formatMoney(inv.outstanding)}</TableCell>
            <TableCell>
              <Badge variant={statusVariant[inv.status]}>{t(`ledger.statuses.${inv.status}`)}</Badge>
            </TableCell>
          </TableRow>
        ))}
      </LedgerTable>
    </LedgerSection>
  );
}

function PaymentTable({ payments }: { payments: DebtorPayment[] }) {
  const { t } = useTranslation('debtors');
  return (
    <LedgerSection title={t('ledger.payments')}>
      {payments.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('ledger.noPayments')}</p>
      ) : (
        <MovementTable
          testId="debtor-payments"
          whatLabel={t('ledger.method')}
          rows={payments.map((p) => ({
            id: p.id,
            date: p.paymentDate,
            what: p.paymentMethod ? t(`payment.methods.${p.paymentMethod}`) : '—',
            amount: p.amount,
            notes: p.notes,
          }))}
        />
      )}
    </LedgerSection>
  );
}

function CreditTable({ credits }: { credits: DebtorCredit[] }) {
  const { t } = useTranslation('debtors');
  return (
    <LedgerSection title={t('ledger.credits')}>
      <MovementTable
        testId="debtor-credits"
        whatLabel={t('ledger.creditWhat')}
        whatClassName="font-medium"
        rows={credits.map((c) => ({ id: c.id, date: c.date, what: creditLabel(c, t), amount: -c.amount, notes: c.notes }))}
      />
    </LedgerSection>
  );
}

/** Payments and credits alike: the date, what it was, the amount and the note. */
function MovementTable({
  testId,
  whatLabel,
  whatClassName,
  rows,
}: {
  testId: string;
  whatLabel: string;
  whatClassName?: string;
  rows: { id: number; date: string; what: string; amount: number; notes: string | null }[];
}) {
  const { t } = useTranslation('debtors');
  return (
    <LedgerTable
      testId={testId}
      columns={[
        { label: t('ledger.date') },
        { label: whatLabel },
        { label: t('ledger.amount'), amount: true },
        { label: t('ledger.notes') },
      ]}
    >
      {rows.map((row) => (
        <TableRow key={row.id}>
          <TableCell className="whitespace-nowrap">{formatDate(row.date)}</TableCell>
          <TableCell className={whatClassName}>{row.what}</TableCell>
          <TableCell className="text-right tabular-nums whitespace-nowrap">{formatMoney(row.amount)}</TableCell>
          <TableCell className="text-muted-foreground">{row.notes}</TableCell>
        </TableRow>
      ))}
    </LedgerTable>
  );
}

/** One part of the ledger (invoices, payments, credits): its heading, then its table. */
function LedgerSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="grid gap-2">
      <h3 className="font-semibold">{title}</h3>
      {children}
    </section>
  );
}
