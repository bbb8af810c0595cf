import { Copy, FileDown } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Statement } from '#shared/contracts/statements';
import { AGEING_BUCKETS } from '#shared/domain/ageing';
import {
  Alert,
  AlertTitle,
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  FormField,
  Input,
  Skeleton,
  TableCell,
  TableRow,
  toast,
} from '#client/components/ui';
import { LedgerTable } from '#client/components/forms/ledger-table';
import { serverMessageOf } from '#client/lib/api';
import { formatMoney } from '#client/lib/format';
import { currentLocale } from '#client/lib/i18n';
import { shopMonthStart, shopToday } from '#client/lib/shop-time';
import { fetchStatementText, statementUrls, useStatement, type StatementTarget } from '../api/statement';

/**
 * A statement of account for a debtor or a supplier: pick the days (the month to
 * date at first), see the opening balance, each line with the balance after it, the closing balance
 * and its ageing; download the A4 PDF or copy the short text for a message, both in the screen's language.
 */
export function StatementDialog({
  businessId,
  party,
  name,
  open,
  onOpenChange,
}: {
  businessId: number;
  party: StatementTarget;
  name: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation('statements');
  const [from, setFrom] = useState(shopMonthStart);
  const [to, setTo] = useState(() => shopToday());
  const range = { from, to };
  const backwards = from !== '' && to !== '' && from > to;
  const statement = useStatement(businessId, party, range, open);
  const urls = statementUrls(businessId, party, { ...range, lang: currentLocale() });

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(await fetchStatementText(urls.text));
      toast.success(t('copied'));
    } catch (err) {
      toast.error(t('copyFailed'), { description: serverMessageOf(err, '') || undefined });
    }
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-3xl" data-testid="statement-dialog">
        <DialogHeader>
          <DialogTitle>{t('title', { name })}</DialogTitle>
          <DialogDescription>{t('description')}</DialogDescription>
        </DialogHeader>
        <div className="flex flex-wrap items-end gap-4">
          <FormField label={t('from')} htmlFor="statement-from" error={backwards ? t('rangeInvalid') : undefined}>
            <Input type="date" value={from} max={to || undefined} onChange={(e) => setFrom(e.target.value)} />
          </FormField>
          <FormField label={t('to')} htmlFor="statement-to">
            <Input type="date" value={to} min={from || undefined} onChange={(e) => setTo(e.target.value)} />
          </FormField>
          <div className="ms-auto flex flex-wrap gap-2">
            <Button asChild variant="outline" disabled={backwards}>
              <a href={backwards ? undefined : urls.pdf} download>
                <FileDown aria-hidden="true" />
                {t('downloadPdf')}
              </a>
            </Button>
            <Button type="button" variant="outline" disabled={backwards} onClick={() => void copy()}>
              <Copy aria-hidden="true" />
              {t('copyText')}
            </Button>
          </div>
        </div>
        {backwards ? null : statement.isLoading ? (
          <Skeleton className="h-40 w-full" />
        ) : statement.isError || !statement.data ? (
          <Alert variant="destructive">
            <AlertTitle>{t('loadFailed')}</AlertTitle>
          </Alert>
        ) : (
          <StatementBody statement={statement.data} />
        )}
      </DialogContent>
    </Dialog>
  );
}

function StatementBody({ statement: s }: { statement: Statement }) {
  const { t } = useTranslation('statements');
  const buckets = AGEING_BUCKETS.filter((b) => s.ageing[b] !== 0);
  return (
    <div className="grid gap-6">
      <LedgerTable
        testId="statement-lines"
        columns={[
          { label: t('date') },
          { label: t('details') },
          { label: t('debit'), amount: true },
          { label: t('credit'), amount: true },
          { label: t('balance'), amount: true },
        ]}
      >
        <TableRow className="font-medium">
          <TableCell className="whitespace-nowrap">{s.from}</TableCell>
          <TableCell>{t('opening')}</TableCell>
          <TableCell />
          <TableCell />
          <TableCell className="text-right tabular-nums whitespace-nowrap">{formatMoney(s.openingBalance)}</TableCell>
        </TableRow>
        {s.lines.length === 0 && (
          <TableRow>
            <TableCell />
            <TableCell colSpan={4} className="text-muted-foreground">
              {t('noLines')}
            </TableCell>
          </TableRow>
        )}
        {s.lines.map((l, i) => (
          <TableRow key={i}>
            <TableCell className="whitespace-nowrap">{l.date}</TableCell>
            <TableCell>
              {t(`kinds.${l.kind}`)} {l.reference}
            </TableCell>
            <TableCell className="text-right tabular-nums whitespace-nowrap">{l.debit ? formatMoney(l.debit) : ''}</TableCell>
            <TableCell className="text-right tabular-nums whitespace-nowrap">{l.credit ? formatMoney(l.credit) : ''}</TableCell>
            <TableCell className="text-right tabular-nums whitespace-nowrap">{formatMoney(l.balance)}</TableCell>
          </TableRow>
        ))}
        <TableRow className="font-semibold">
          <TableCell className="whitespace-nowrap">{s.to}</TableCell>
          <TableCell>{t('closing')}</TableCell>
          <TableCell />
          <TableCell />
          <TableCell className="text-right tabular-nums whitespace-nowrap" data-testid="statement-closing">
            {formatMoney(s.closingBalance)}
          </TableCell>
        </TableRow>
      </LedgerTable>
      <section className="grid gap-2" data-testid="statement-ageing">
        <h3 className="font-semibold">{t('ageing', { date: s.to })}</h3>
        {buckets.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('nothingOwed', { date: s.to })}</p>
        ) : (
          <dl className="grid max-w-sm grid-cols-[1fr_auto] gap-x-6 gap-y-1 text-sm">
            {buckets.map((b) => (
              <div key={b} className="contents">
                <dt>{t(`buckets.${b}`)}</dt>
                <dd className="text-right tabular-nums">{formatMoney(s.ageing[b])}</dd>
              </div>
            ))}
            <dt className="font-semibold">{t('total')}</dt>
            <dd className="text-right font-semibold tabular-nums">{formatMoney(s.ageing.total)}</dd>
          </dl>
        )}
      </section>
    </div>
  );
}

export default StatementDialog;
