import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { terminalInvoiceNumber } from '#shared/contracts/terminal-paths';
import { Alert, Button, ConfirmDialog, FormDialogFooter, Spinner, toast } from '#client/components/ui';
import { serverMessageOf } from '#client/lib/api';
import { cn } from '#client/lib/cn';
import { forgetDeviceTerminal } from '#client/features/offline/terminal-store';
import type { DeviceTerminal } from '#client/features/offline/types';
import { useRegisterTerminal, useTillTerminals } from '../api/terminals';
import { TillFormDialog } from './till-form-dialog';

/**
 * "Set up this till…" (docs/decisions/0016-offline-till.md): an owner or manager picks which of the
 * business's terminals this browser sells as. It then numbers its own series and may sell offline.
 */
export function TerminalSetupDialog({
  businessId,
  open,
  current,
  onClose,
}: {
  businessId: number;
  open: boolean;
  /** The terminal this browser is now, if any. */
  current: DeviceTerminal | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('pos');
  const terminals = useTillTerminals(businessId, open);
  const [picked, setPicked] = useState<number | null>(null);
  const active = (terminals.data ?? []).filter((x) => x.isActive);
  const chosen = picked ?? current?.terminalId ?? null;
  const close = () => {
    setPicked(null);
    register.reset();
    onClose();
  };

  const register = useRegisterThisBrowser(businessId, close);
  const submit = () => {
    if (chosen != null) register.mutate(chosen);
  };

  return (
    <TillFormDialog
      open={open}
      onClose={close}
      closeLabel={t('terminal.cancel')}
      title={t('terminal.setupTitle')}
      description={t('terminal.setupDescription')}
      onSubmit={submit}
    >
      {terminals.isLoading ? (
        <Spinner aria-label={t('terminal.loading')} />
      ) : terminals.isError ? (
        <Alert variant="destructive">{serverMessageOf(terminals.error, t('terminal.loadFailed'))}</Alert>
      ) : active.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('terminal.none')}</p>
      ) : (
        <div className="grid gap-2" role="radiogroup" aria-label={t('terminal.choose')}>
          {active.map((x) => (
            <Button
              key={x.id}
              type="button"
              role="radio"
              aria-checked={chosen === x.id}
              variant={chosen === x.id ? 'default' : 'outline'}
              className={cn('h-auto justify-between whitespace-normal py-2 text-left', chosen === x.id && 'ring-2 ring-ring')}
              onClick={() => setPicked(x.id)}
            >
              <span className="min-w-0 break-words">
                <span className="font-semibold">{x.code}</span> · {x.name}
              </span>
              {current?.terminalId === x.id ? (
                <span className="text-xs font-normal">{t('terminal.thisBrowser')}</span>
              ) : x.registered ? (
                <span className="text-xs font-normal">{t('terminal.elsewhere')}</span>
              ) : null}
            </Button>
          ))}
        </div>
      )}
      {chosen != null && active.find((x) => x.id === chosen)?.registered && current?.terminalId !== chosen && (
        <p className="text-sm text-muted-foreground">{t('terminal.moveWarning')}</p>
      )}
      {register.isError && <Alert variant="destructive">{serverMessageOf(register.error, t('terminal.registerFailed'))}</Alert>}
      <FormDialogFooter
        onCancel={close}
        cancelLabel={t('terminal.cancel')}
        submitLabel={t('terminal.use', { code: active.find((x) => x.id === chosen)?.code ?? '' })}
        busyLabel={t('terminal.registering')}
        busy={register.isPending}
        disabled={chosen == null || !active.some((x) => x.id === chosen)}
      />
    </TillFormDialog>
  );
}

/** "Stop using this browser as T1": the device forgets the terminal (its queued sales still go out). */
export function ForgetTerminalDialog({ terminal, open, onClose }: { terminal: DeviceTerminal | null; open: boolean; onClose: () => void }) {
  const { t } = useTranslation('pos');
  if (!terminal) return null;
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(o) => !o && onClose()}
      title={t('terminal.forgetTitle', { code: terminal.code })}
      description={t('terminal.forgetDescription', { code: terminal.code })}
      confirmLabel={t('terminal.forgetConfirm')}
      cancelLabel={t('terminal.cancel')}
      onConfirm={() => {
        void forgetDeviceTerminal(terminal.businessId).then(() => toast.success(t('terminal.forgotten', { code: terminal.code })));
        onClose();
      }}
    />
  );
}

/** Registers this browser as the chosen terminal: the list refreshes and a toast names its first invoice number. */
function useRegisterThisBrowser(businessId: number, onRegistered: () => void) {
  const { t } = useTranslation('pos');
  const qc = useQueryClient();
  const register = useRegisterTerminal(businessId);
  return {
    isPending: register.isPending,
    isError: register.isError,
    error: register.error,
    reset: register.reset,
    mutate: (terminalId: number) =>
      register.mutate(terminalId, {
        onSuccess: (r) => {
          void qc.invalidateQueries({ queryKey: ['terminals', businessId] });
          toast.success(t('terminal.registered', { code: r.code }), {
            description: t('terminal.registeredDescription', { first: terminalInvoiceNumber(r.invoicePrefix, r.code, r.lastNumber + 1) }),
          });
          onRegistered();
        },
      }),
  };
}
