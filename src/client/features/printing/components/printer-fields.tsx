import { useTranslation } from 'react-i18next';
import { LabelledSelect } from '#client/components/forms/labelled-select';
import { Label, ToggleRow } from '#client/components/ui';
import { CODE_PAGES, PAPER_WIDTHS, PRINTER_CONNECTIONS, type PrinterConfig, type PrinterConnection } from '../lib/print-types';
import { BAUD_RATES, connectionSupport, DEFAULT_BAUD_RATE } from '../lib/transports';

type ConfigProps = { config: PrinterConfig; set: (change: Partial<PrinterConfig>) => void };

const support = (c: PrinterConnection) => (c === 'browser' ? null : connectionSupport(c));

/** How this device reaches its printer; a connection this browser lacks is shown, disabled, with why. */
export function ConnectionChoice({ config, onChange }: { config: PrinterConfig; onChange: (c: PrinterConnection) => void }) {
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

/** The paper, the printer's code page, the copies, and a serial printer's speed. */
export function PaperFields({ config, set }: ConfigProps) {
  const { t } = useTranslation('printing');
  return (
    <div className="grid gap-4 sm:grid-cols-3">
      <LabelledSelect
        id="printer-paper"
        label={t('printers.paperWidth')}
        value={config.paperWidth}
        options={PAPER_WIDTHS}
        optionLabel={(w) => t('printers.paperMm', { mm: w })}
        onChange={(v) => set({ paperWidth: Number(v) as PrinterConfig['paperWidth'] })}
      />
      <LabelledSelect
        id="printer-code-page"
        label={t('printers.codePage')}
        value={config.codePage}
        options={CODE_PAGES}
        optionLabel={(c) => c.toUpperCase()}
        hint={t('printers.codePageHint')}
        onChange={(v) => set({ codePage: v as PrinterConfig['codePage'] })}
      />
      <LabelledSelect
        id="printer-copies"
        label={t('printers.copies')}
        value={config.copies}
        options={[1, 2, 3]}
        onChange={(v) => set({ copies: Number(v) })}
      />
      {config.connection === 'serial' && (
        <LabelledSelect
          id="printer-baud"
          label={t('printers.baudRate')}
          className="sm:col-span-3"
          selectWrapperClassName="max-w-48"
          value={config.serial?.baudRate ?? DEFAULT_BAUD_RATE}
          options={BAUD_RATES}
          hint={t('printers.baudRateHint')}
          onChange={(v) => set({ serial: { ...config.serial, baudRate: Number(v) } })}
        />
      )}
    </div>
  );
}

/** What happens with each sale (print, open the drawer) and how a receipt is printed. */
export function PrintingToggles({ config, set }: ConfigProps) {
  const { t } = useTranslation('printing');
  return (
    <>
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
    </>
  );
}
