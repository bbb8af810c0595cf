import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { nextTerminalCode, TERMINAL_PATHS } from '#shared/contracts/terminal-paths';
import type { Terminal } from '#shared/contracts/terminals';
import { Alert, AlertDescription, Button, toast } from '#client/components/ui';
import { api, serverMessageOf } from '#client/lib/api';
import { useAuth } from '#client/lib/auth';
import { declineEnrol, enrolDeclined, enrolThisBrowser } from './enrol';
import { isNetworkError, useOnline } from './online';
import { serviceWorkerState, subscribeServiceWorker } from './service-worker';
import { useDeviceTerminal } from './device-terminal';

const swRegistered = () => serviceWorkerState().registered;

/**
 * Whether to enrol this browser, and the enrolment itself: at once when the shop enrols terminals
 * by itself, else on the owner's yes; a "no" remembered on the device.
 */
function useTillEnrolment(businessId: number, autoRegister: boolean | undefined) {
  const { t } = useTranslation('offline');
  const qc = useQueryClient();
  const { user } = useAuth();
  const { terminal } = useDeviceTerminal(businessId);
  const online = useOnline();
  const canReopenOffline = useSyncExternalStore(subscribeServiceWorker, swRegistered, () => false);
  const [declined, setDeclined] = useState<boolean | undefined>(undefined);
  const [enrolled, setEnrolled] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const tried = useRef(false);
  const isOwner = user?.role === 'admin' || user?.role === 'super_admin';
  const eligible = businessId > 0 && terminal === null && online && canReopenOffline && autoRegister !== undefined;
  const asking = eligible && autoRegister === false && isOwner && declined === false;

  useEffect(() => {
    let live = true;
    enrolDeclined(businessId).then(
      (d) => live && setDeclined(d),
      () => live && setDeclined(true), // no device store: never ask
    );
    return () => {
      live = false;
    };
  }, [businessId]);

  const enrol = useCallback(
    async (confirmed: boolean) => {
      setBusy(true);
      try {
        const r = await enrolThisBrowser(businessId, confirmed);
        void qc.invalidateQueries({ queryKey: ['terminals', businessId] });
        setEnrolled(r.code);
      } catch (err) {
        // No answer: tried again once the connection is back; a refusal is said once.
        if (isNetworkError(err)) tried.current = false;
        else toast.error(t('enrol.failed'), { description: serverMessageOf(err, '') || undefined });
      } finally {
        setBusy(false);
      }
    },
    [businessId, qc, t],
  );

  useEffect(() => {
    if (!eligible || autoRegister !== true || tried.current) return;
    tried.current = true;
    void enrol(false);
  }, [eligible, autoRegister, enrol]);

  // The code it would take, for the question (the server still picks it when confirmed).
  const terminals = useQuery({
    queryKey: ['terminals', businessId],
    queryFn: async () => (await api.get<{ terminals: Terminal[] }>(TERMINAL_PATHS.terminals(businessId))).terminals,
    staleTime: 30_000,
    enabled: asking,
  });
  const code = terminals.data ? nextTerminalCode(terminals.data.map((x) => x.code)) : null;

  const decline = () => void declineEnrol(businessId).then(() => setDeclined(true));
  // Everything the question depends on is known: if it is not asked now, it is not asked on this page.
  const settled = declined !== undefined && terminal !== undefined && autoRegister !== undefined && canReopenOffline;
  return { enrolled, clearEnrolled: () => setEnrolled(null), asking, settled, loading: terminals.isLoading, code, busy, enrol, decline };
}

/**
 * Makes the browser that opens the till a terminal (docs/decisions/0016-offline-till.md, "Terminals by default"), so
 * the first power cut finds a till that can sell offline. With the shop's `autoRegisterTerminals`
 * on (the default) it happens by itself, for a cashier too; off, the owner or an admin is asked
 * once ("Make this browser till T3?"), and a "no" is remembered on the device. Either way the till
 * then says so. Only where Kade's service worker is registered: a browser that cannot reopen the
 * app with no network (the development server, no service workers) gains nothing by it.
 */
export function TillEnrolment({ businessId, autoRegister }: { businessId: number; autoRegister: boolean | undefined }) {
  const { t } = useTranslation('offline');
  const { enrolled, clearEnrolled, asking, settled, loading, code, busy, enrol, decline } = useTillEnrolment(businessId, autoRegister);
  if (enrolled) {
    return (
      <Alert role="status" data-testid="till-enrolled">
        <AlertDescription className="flex flex-wrap items-center justify-between gap-2">
          <span>{t('enrol.done', { code: enrolled })}</span>
          <Button type="button" size="sm" variant="outline" onClick={clearEnrolled}>
            {t('enrol.ok')}
          </Button>
        </AlertDescription>
      </Alert>
    );
  }
  // A marker, not a message: the till has decided not to ask (a test awaits it instead of a time).
  if (!asking) return settled ? <span hidden data-testid="till-enrolment-settled" /> : null;
  if (loading) return null;
  return (
    <Alert role="status" data-testid="till-enrol-prompt">
      <AlertDescription className="flex flex-wrap items-center justify-between gap-2">
        <span>{code ? t('enrol.ask', { code }) : t('enrol.askNoCode')}</span>
        <span className="flex gap-2">
          <Button type="button" size="sm" disabled={busy} onClick={() => void enrol(true)}>
            {code ? t('enrol.confirm', { code }) : t('enrol.confirmNoCode')}
          </Button>
          <Button type="button" size="sm" variant="outline" disabled={busy} onClick={decline}>
            {t('enrol.decline')}
          </Button>
        </span>
      </AlertDescription>
    </Alert>
  );
}
