import { Printer } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  Label,
  NativeSelect,
  toast,
  ToggleRow,
} from '#client/components/ui';
import { useReceiptI18n } from '#client/components/receipt/receipt-language';
import { useBusinessId } from '#client/lib/use-business-id';
import { useShopName } from '../lib/use-shop';
import { CODE_PAGES, PAPER_WIDTHS, PRINTER_CONNECTIONS, type PrinterConfig, type PrinterConnection } from '../lib/print-types';
import { isPaired, updatePrinterConfig, usePrinterConfig } from '../lib/printer-store';
import { BAUD_RATES, connectionSupport, DEFAULT_BAUD_RATE, pairPrinter, type DirectConnection } from '../lib/transports';

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

const support = (c: PrinterConnection) => (c === 'browser' ? null : connectionSupport(c));

function ConnectionChoice({ config, onChange }: { config: PrinterConfig; onChange: (c: PrinterConnection) => void }) {
  const { t } = useTranslation('printing');
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-1 text-sm font-medium">{t('printers.connection')}</legend>
      {PRINTER_CONNECTIONS.map((c) => {
        const why = support(c);
        const id = `printer-connection-${c}`;
        return (
          <div key={c} className="flex items-center gap-2">
            <input
              type="radio"
              id={id}
              name="printer-connection"
              className="size-4"
              checked={config.connection === c}
              disabled={why !== null}
              aria-describedby={why ? `${id}-why` : undefined}
              onChange={() => onChange(c)}
            />
            <Label htmlFor={id} className={why ? 'text-muted-foreground' : undefined}>
              {t(`printers.connections.${c}`)}
            </Label>
            {why && (
              <span id={`${id}-why`} className="text-sm text-muted-foreground">
                — {t(`printers.unsupported.${why}`)}
              </span>
            )}
          </div>
        );
      })}
    </fieldset>
  );
}

export function PrintersCard({ businessId, shopName }: { businessId: number; shopName: string }) {
  const { t } = useTranslation('printing');
  const config = usePrinterConfig(businessId);
  const texts = useReceiptI18n('printing');
  const [busy, setBusy] = useState<'pair' | 'test' | null>(null);
  const set = (change: Partial<PrinterConfig>) => updatePrinterConfig(businessId, change);
  const direct = config.connection !== 'browser';
  const paired = isPaired(config);

  const pair = async () => {
    setBusy('pair');
    try {
      // No await before the picker: it needs the click's user activation.
      const done = await pairPrinter(config.connection as DirectConnection, config);
      const next = set({ ...done.config, name: done.name });
      const { adoptTransport } = await import('../lib/print-service');
      adoptTransport(next, done.transport);
      toast.success(t('printers.toast.paired', { name: done.name }));
    } catch (err) {
      // The person closed the picker: nothing to say.
      if (!(err instanceof DOMException && err.name === 'NotFoundError'))
        toast.error(t('printers.toast.pairFailed'), { description: err instanceof Error ? err.message : undefined });
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

  return (
    <Card data-testid="settings-printers">
      <CardHeader>
        <CardTitle>{t('printers.title')}</CardTitle>
        <CardDescription>{t('printers.description')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <ConnectionChoice config={config} onChange={(connection) => set({ connection })} />
        {direct ? (
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
        <div className="grid gap-4 sm:grid-cols-3">
          <div className="grid gap-1.5">
            <Label htmlFor="printer-paper">{t('printers.paperWidth')}</Label>
            <NativeSelect
              id="printer-paper"
              value={config.paperWidth}
              onChange={(e) => set({ paperWidth: Number(e.target.value) as PrinterConfig['paperWidth'] })}
            >
              {PAPER_WIDTHS.map((w) => (
                <option key={w} value={w}>
                  {t('printers.paperMm', { mm: w })}
                </option>
              ))}
            </NativeSelect>
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor="printer-code-page">{t('printers.codePage')}</Label>
            <NativeSelect
              id="printer-code-page"
              value={config.codePage}
              aria-describedby="printer-code-page-hint"
              onChange={(e) => set({ codePage: e.target.value as PrinterConfig['codePage'] })}
            >
              {CODE_PAGES.map((c) => (
                <option key={c} value={c}>
                  {c.toUpperCase()}
                </option>
              ))}
            </NativeSelect>
            <p id="printer-code-page-hint" className="text-xs text-muted-foreground">
              {t('printers.codePageHint')}
            </p>
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor="printer-copies">{t('printers.copies')}</Label>
            <NativeSelect id="printer-copies" value={config.copies} onChange={(e) => set({ copies: Number(e.target.value) })}>
              {[1, 2, 3].map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </NativeSelect>
          </div>
          {config.connection === 'serial' && (
            <div className="grid gap-1.5 sm:col-span-3">
              <Label htmlFor="printer-baud">{t('printers.baudRate')}</Label>
              <NativeSelect
                id="printer-baud"
                wrapperClassName="max-w-48"
                value={config.serial?.baudRate ?? DEFAULT_BAUD_RATE}
                aria-describedby="printer-baud-hint"
                onChange={(e) => set({ serial: { ...config.serial, baudRate: Number(e.target.value) } })}
              >
                {BAUD_RATES.map((b) => (
                  <option key={b} value={b}>
                    {b}
                  </option>
                ))}
              </NativeSelect>
              <p id="printer-baud-hint" className="text-xs text-muted-foreground">
                {t('printers.baudRateHint')}
              </p>
            </div>
          )}
        </div>
        <ToggleRow
          id="printer-auto"
          label={t('printers.autoPrint')}
          hint={t('printers.autoPrintHint')}
          checked={config.autoPrint}
          onChange={(autoPrint) => set({ autoPrint })}
        />
        <ToggleRow
          id="printer-drawer"
          label={t('printers.drawer')}
          hint={t('printers.drawerHint')}
          checked={config.drawer}
          onChange={(drawer) => set({ drawer })}
        />
        <ToggleRow
          id="printer-raster"
          label={t('printers.alwaysRaster')}
          hint={t('printers.alwaysRasterHint')}
          checked={!!config.alwaysRaster}
          onChange={(alwaysRaster) => set({ alwaysRaster })}
        />
        <ToggleRow
          id="printer-blank-feeds"
          label={t('printers.blankFeeds')}
          hint={t('printers.blankFeedsHint')}
          checked={config.rasterBlankFeeds !== false}
          onChange={(rasterBlankFeeds) => set({ rasterBlankFeeds })}
        />
        <div>
          <Button type="button" variant="outline" onClick={() => void testPage()} disabled={!paired || busy !== null || !texts.ready}>
            {t('printers.testPage')}
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
