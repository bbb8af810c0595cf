import { AlertTriangle } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SaleException } from '#shared/contracts/terminals';
import { Badge, Button, Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui';
import { formatDateTime } from '#client/lib/format';
import { useOpenSaleExceptions } from '../api/get-sale-exceptions';
import { ResolveExceptionDialog } from './resolve-exception-dialog';
import { saleExceptionWords } from './sale-exception-words';

/**
 * "Offline sales to check" (decision 0016): what the server kept but recorded differently from the
 * till that sold offline. Shown only while some are open; resolving one takes it off the list.
 */
export function SaleExceptionsCard({ businessId }: { businessId: number }) {
  const { t } = useTranslation('dashboard');
  const exceptions = useOpenSaleExceptions(businessId);
  const [resolving, setResolving] = useState<SaleException | null>(null);
  const open = exceptions.data?.exceptions ?? [];
  if (open.length === 0) return null;

  return (
    <Card data-testid="sale-exceptions" className="border-warning/60">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <AlertTriangle aria-hidden="true" className="size-5 text-warning-foreground" />
          {t('exceptions.title')}
          <Badge variant="warning" data-testid="sale-exceptions-count">
            {exceptions.data?.openCount ?? open.length}
          </Badge>
        </CardTitle>
        <CardDescription>{t('exceptions.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-2" aria-label={t('exceptions.listLabel')}>
          {open.map((e) => (
            <ExceptionRow key={e.id} exception={e} onResolve={() => setResolving(e)} />
          ))}
        </ul>
      </CardContent>
      <ResolveExceptionDialog businessId={businessId} exception={resolving} onClose={() => setResolving(null)} />
    </Card>
  );
}

function ExceptionRow({ exception: e, onResolve }: { exception: SaleException; onResolve: () => void }) {
  const { t } = useTranslation('dashboard');
  const words = saleExceptionWords(t, e);
  const facts = [
    e.invoiceNumber,
    e.terminalCode ? t('exceptions.terminal', { code: e.terminalCode }) : null,
    e.soldAt ? t('exceptions.soldAt', { date: formatDateTime(e.soldAt) }) : null,
  ].filter(Boolean);
  return (
    <li data-testid="sale-exception" className="flex flex-wrap items-center gap-3 rounded-lg border px-3 py-2">
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <Badge variant="warning">{t(`exceptions.kinds.${e.kind}`)}</Badge>
          {e.productName && e.kind === 'price_changed' && <span className="font-medium">{e.productName}</span>}
        </div>
        <p className="mt-1">{words}</p>
        <p className="text-xs text-muted-foreground">{facts.join(' · ')}</p>
      </div>
      <Button type="button" variant="outline" size="sm" onClick={onResolve} aria-label={t('exceptions.resolveLabel', { what: words })}>
        {t('exceptions.resolve')}
      </Button>
    </li>
  );
}
