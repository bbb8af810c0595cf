import { MonitorSmartphone, Plus } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { terminalInvoiceNumber, type Terminal } from '#shared/contracts/terminals';
import {
  Alert,
  AlertTitle,
  Badge,
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  ConfirmDialog,
  EmptyState,
  Skeleton,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
  toast,
} from '#client/components/ui';
import { serverMessageOf } from '#client/lib/api';
import { formatDateTime } from '#client/lib/format';
import { useBusinessId } from '#client/lib/use-business-id';
import { useBusinessSettings } from '../api/get-settings';
import { useTerminals } from '../api/get-terminals';
import { useRetireTerminal } from '../api/retire-terminal';
import { AddTerminalDialog } from './add-terminal-dialog';
import { AutoRegisterSwitch } from './auto-register-switch';

/**
 * Settings → Terminals (decision 0016): the tills that number their own invoices and may
 * sell offline. The owner adds one here and registers it on the till's browser from the till itself;
 * retiring closes its series (the code stays taken), so a retired row stays listed.
 */
export function TerminalsSection() {
  const businessId = useBusinessId();
  const settings = useBusinessSettings();
  if (businessId === undefined || !settings.data) return null;
  return (
    <TerminalsCard
      businessId={businessId}
      invoicePrefix={settings.data.invoicePrefix}
      autoRegister={<AutoRegisterSwitch value={settings.data.autoRegisterTerminals} />}
    />
  );
}

export function TerminalsCard({
  businessId,
  invoicePrefix,
  autoRegister,
}: {
  businessId: number;
  invoicePrefix: string;
  /** The switch that makes new tills terminals by themselves (it saves the business's settings). */
  autoRegister?: ReactNode;
}) {
  const { t } = useTranslation('settings');
  const terminals = useTerminals(businessId);
  const retire = useRetireTerminal(businessId);
  const [adding, setAdding] = useState(false);
  const [retiring, setRetiring] = useState<Terminal | null>(null);

  const onRetire = async (terminal: Terminal) => {
    try {
      await retire.mutateAsync(terminal.id);
      toast.success(t('terminals.toast.retired', { code: terminal.code }));
    } catch (err) {
      toast.error(t('terminals.toast.retireFailed'), { description: serverMessageOf(err, '') || undefined });
    }
  };

  return (
    <Card data-testid="settings-terminals">
      <CardHeader className="flex flex-row items-start justify-between gap-2">
        <div>
          <CardTitle>{t('terminals.title')}</CardTitle>
          <CardDescription>{t('terminals.description')}</CardDescription>
        </div>
        <Button type="button" onClick={() => setAdding(true)}>
          <Plus />
          {t('terminals.add')}
        </Button>
      </CardHeader>
      <CardContent className="grid gap-4">
        {autoRegister}
        {terminals.isLoading ? (
          <Skeleton className="h-24 w-full" />
        ) : terminals.isError ? (
          <Alert variant="destructive">
            <AlertTitle>{serverMessageOf(terminals.error, t('terminals.loadFailed'))}</AlertTitle>
          </Alert>
        ) : !terminals.data?.length ? (
          <EmptyState icon={MonitorSmartphone} title={t('terminals.emptyTitle')} description={t('terminals.emptyDescription')} />
        ) : (
          <TerminalsTable terminals={terminals.data} invoicePrefix={invoicePrefix} onRetire={setRetiring} />
        )}
      </CardContent>
      <AddTerminalDialog businessId={businessId} open={adding} onOpenChange={setAdding} />
      <ConfirmDialog
        open={retiring !== null}
        onOpenChange={(open) => !open && setRetiring(null)}
        title={t('terminals.retireTitle', { code: retiring?.code ?? '' })}
        description={t('terminals.retireDescription')}
        confirmLabel={t('terminals.retire')}
        cancelLabel={t('terminals.form.cancel')}
        onConfirm={() => retiring && void onRetire(retiring)}
      />
    </Card>
  );
}

function TerminalsTable({
  terminals,
  invoicePrefix,
  onRetire,
}: {
  terminals: Terminal[];
  invoicePrefix: string;
  onRetire: (terminal: Terminal) => void;
}) {
  const { t } = useTranslation('settings');
  return (
    <Table aria-label={t('terminals.title')}>
      <TableHeader>
        <TableRow>
          <TableHead>{t('terminals.columns.code')}</TableHead>
          <TableHead>{t('terminals.columns.name')}</TableHead>
          <TableHead>{t('terminals.columns.lastInvoice')}</TableHead>
          <TableHead>{t('terminals.columns.registered')}</TableHead>
          <TableHead>{t('terminals.columns.lastSeen')}</TableHead>
          <TableHead>
            <span className="sr-only">{t('terminals.columns.actions')}</span>
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {terminals.map((terminal) => (
          <TableRow key={terminal.id} data-testid="terminal-row" aria-label={terminal.code}>
            <TableCell className="font-medium">{terminal.code}</TableCell>
            <TableCell>{terminal.name}</TableCell>
            <TableCell className="tabular-nums">
              {terminal.lastNumber > 0
                ? terminalInvoiceNumber(invoicePrefix, terminal.code, terminal.lastNumber)
                : t('terminals.noInvoice')}
            </TableCell>
            <TableCell>
              <Badge variant={terminal.registered ? 'success' : 'secondary'}>
                {t(terminal.registered ? 'terminals.yes' : 'terminals.no')}
              </Badge>
            </TableCell>
            <TableCell>{terminal.lastSeenAt ? formatDateTime(terminal.lastSeenAt) : t('terminals.neverSeen')}</TableCell>
            <TableCell className="text-right">
              {terminal.isActive ? (
                <Button
                  type="button"
                  variant="outline"
                  size="sm"
                  onClick={() => onRetire(terminal)}
                  aria-label={t('terminals.retireLabel', { code: terminal.code })}
                >
                  {t('terminals.retire')}
                </Button>
              ) : (
                <Badge variant="secondary">{t('terminals.retired')}</Badge>
              )}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
