import { Printer } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SettingsCard } from '#client/components/forms/settings-card';
import { Button, toast } from '#client/components/ui';
import { useReceiptI18n } from '#client/components/receipt/receipt-language';
import { useBusinessId } from '#client/lib/use-business-id';
import { useShopName } from '../lib/use-shop';
import type { PrinterConfig } from '../lib/print-types';
import { isPaired, updatePrinterConfig, usePrinterConfig } from '../lib/printer-store';
import { pairPrinter, type DirectConnection } from '../lib/transports';
import { ConnectionChoice, PaperFields, PrintingToggles } from './printer-fields';

/**
 * Settings → Printers: this device's receipt printer. Every choice is saved on the
 * device as it is made (printer-store), so a cashier's till prints with it; nothing goes to the server.
 */
export function PrintersSection() {
  const businessId = useBusinessId();
  const shopName = useShopName();
  if (businessId === undefined) return null;
  return <PrintersCard businessId={businessId} shopName={shopName} />;
}

/** Pairing a direct printer and printing a test page, one at a time, each saying how it went. */
function usePrinterActions(businessId: number, shopName: string) {
  const { t } = useTranslation('printing');
  const config = usePrinterConfig(businessId);
  const texts = useReceiptI18n('printing');
  const [busy, setBusy] = useState<'pair' | 'test' | null>(null);
  const set = (change: Partial<PrinterConfig>) => updatePrinterConfig(businessId, change);

  const pair = async () => {
    setBusy('pair');
    try {
      // No await before the picker: it needs the click's user activation.
      const done = await pairPrinter(config.connection as DirectConnection, config);
      const name = done.name || t(`printers.unnamed.${config.connection as DirectConnection}`);
      const next = set({ ...done.config, name });
      const { adoptTransport } = await import('../lib/print-service');
      adoptTransport(next, done.transport);
      toast.success(t('printers.toast.paired', { name }));
    } catch (err) {
      // The person closed the picker: nothing to say.
      if (!(err instanceof DOMException && err.name === 'NotFoundError')) {
        console.warn('Kade: the printer could not be paired', err);
        toast.error(t('printers.toast.pairFailed'), { description: t('printers.toast.pairFailedHint') });
      }
    } finally {
      setBusy(null);
    }
  };

  const testPage = async () => {
    setBusy('test');
    try {
      const [{ printDocument }, { testPageDocument }] = await Promise.all([
        import('../lib/print-service'),
        import('../lib/documents/test-page-document'),
      ]);
      if (await printDocument(businessId, testPageDocument(texts, config, shopName))) toast.success(t('printers.toast.testPrinted'));
    } finally {
      setBusy(null);
    }
  };

  return { config, set, busy, pair, testPage, textsReady: texts.ready };
}

export function PrintersCard({ businessId, shopName }: { businessId: number; shopName: string }) {
  const { t } = useTranslation('printing');
  const { config, set, busy, pair, testPage, textsReady } = usePrinterActions(businessId, shopName);
  const paired = isPaired(config);
  return (
    <SettingsCard
      testId="settings-printers"
      title={t('printers.title')}
      description={t('printers.description')}
      contentClassName="grid gap-4"
    >
      <ConnectionChoice config={config} onChange={(connection) => set({ connection })} />
      {config.connection !== 'browser' ? (
        <div className="flex flex-wrap items-center gap-3">
          <Button type="button" onClick={() => void pair()} disabled={busy !== null}>
            <Printer aria-hidden="true" />
            {busy === 'pair' ? t('printers.pairing') : t('printers.pair')}
          </Button>
          <p className="text-sm" data-testid="paired-printer">
            <span className="text-muted-foreground">{t('printers.pairedPrinter')}: </span>
            {paired ? config.name : t('printers.noPrinter')}
          </p>
        </div>
      ) : (
        <p className="text-sm text-muted-foreground">{t('printers.browserHint')}</p>
      )}
      <PaperFields config={config} set={set} />
      <PrintingToggles config={config} set={set} />
      <div>
        <Button type="button" variant="outline" onClick={() => void testPage()} disabled={!paired || busy !== null || !textsReady}>
          {t('printers.testPage')}
        </Button>
      </div>
    </SettingsCard>
  );
}
