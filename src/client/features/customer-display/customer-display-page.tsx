import { useLayoutEffect, useRef } from 'react';
import { LOCALES, LOCALE_NAMES, type Locale } from '#shared/locales';
import { productDisplayName } from '#shared/domain/product-names';
import { isFractionalUnit, isProductUnit } from '#shared/domain/units';
import { useAuth } from '#client/lib/auth';
import { formatQuantity } from '#client/lib/format';
import { cn } from '#client/lib/cn';
import type { DisplayAmount, DisplayLine, DisplayState } from '#client/components/customer-display/display-channel';
import { useDisplayLanguage, type DisplayLanguage } from './display-language';
import { DisplayQr } from './display-qr';
import { useDisplayView, type DisplayView } from './display-view';

/**
 * The customer display: a window on the screen facing the customer, with no
 * app chrome, in large high-contrast type read from a metre or two away. It renders what the till
 * publishes over the display channel, in the customer's language (its own switch, kept on this
 * device): the welcome, the cart and its total, the LankaQR code for this sale, and the thank-you
 * with the change due.
 */
export default function CustomerDisplayPage() {
  const { user } = useAuth();
  const businessId = user?.business?.id;
  const view = useDisplayView(businessId);
  const lang = useDisplayLanguage();
  if (!lang.ready) return <main className="min-h-dvh bg-neutral-950" />;
  const shopName = ('state' in view ? view.state.shopName : null) || user?.business?.name || '';
  return (
    <main
      lang={lang.locale}
      className="flex h-dvh flex-col overflow-hidden bg-neutral-950 text-white selection:bg-white selection:text-neutral-950"
      data-testid="customer-display"
      data-view={view.kind}
      onDoubleClick={toggleFullScreen}
    >
      <header className="flex items-center justify-between gap-6 border-b border-white/20 px-[3vw] py-[2vh]">
        <p className="min-w-0 truncate text-[clamp(1.5rem,3.5vw,3rem)] font-bold" data-testid="display-shop">
          {shopName}
        </p>
        <LanguageSwitch lang={lang} />
      </header>
      <div className="flex min-h-0 flex-1 flex-col">
        <ViewBody view={view} lang={lang} shopName={shopName} />
      </div>
    </main>
  );
}

/** A double click (or tap) fills the screen: a popup the browser would not open full screen. */
function toggleFullScreen() {
  if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
  else void document.documentElement.requestFullscreen?.().catch(() => undefined);
}

function LanguageSwitch({ lang }: { lang: DisplayLanguage }) {
  return (
    <div role="group" aria-label={lang.t('language')} className="flex shrink-0 gap-2">
      {LOCALES.map((l: Locale) => (
        <button
          key={l}
          type="button"
          lang={l}
          aria-pressed={lang.locale === l}
          onClick={() => lang.setLocale(l)}
          className={cn(
            'rounded-lg border-2 px-4 py-2 text-[clamp(1rem,1.8vw,1.5rem)] font-semibold focus-visible:outline-4 focus-visible:outline-offset-2 focus-visible:outline-yellow-300',
            lang.locale === l ? 'border-white bg-white text-neutral-950' : 'border-white/60 text-white hover:bg-white/10',
          )}
        >
          {LOCALE_NAMES[l]}
        </button>
      ))}
    </div>
  );
}

function ViewBody({ view, lang, shopName }: { view: DisplayView; lang: DisplayLanguage; shopName: string }) {
  const { t } = lang;
  if (view.kind === 'idle')
    return (
      <section className="flex flex-1 flex-col items-center justify-center gap-[3vh] px-[4vw] text-center" data-testid="display-idle">
        <h1 className="text-[clamp(3rem,9vw,8rem)] leading-tight font-bold">{t('welcome')}</h1>
        {shopName && <p className="text-[clamp(1.75rem,4vw,3.5rem)] font-semibold">{shopName}</p>}
        <p className="text-[clamp(1.25rem,2.5vw,2.25rem)] text-white/85">{t('welcomeHint')}</p>
      </section>
    );
  if (view.kind === 'paid') return <Paid state={view.state} lang={lang} />;
  return (
    // The cart above its total (the widest line for the largest figure); with a QR, the code beside the cart.
    <div className={cn('flex min-h-0 flex-1 gap-[2vw] p-[2vw]', view.kind === 'qr' ? 'flex-col md:flex-row' : 'flex-col')}>
      {view.kind === 'sale' && <h1 className="sr-only">{t('title')}</h1>}
      <Lines lines={view.state.lines} lang={lang} />
      {view.kind === 'qr' ? (
        <section className="flex flex-col items-center justify-center gap-[1.5vh] text-center md:w-[40%]" data-testid="display-lankaqr">
          <h1 className="text-[clamp(1.25rem,2.6vw,2.25rem)] leading-tight font-bold">{t('scanToPay')}</h1>
          <DisplayQr payload={view.qr.payload} label={t('qrLabel', { amount: amountText(view.qr.amount, lang) })} />
          <p className="text-[clamp(1rem,2vw,1.75rem)]">{t('amountToPay')}</p>
          <p className="text-[clamp(2rem,4.5vw,4.5rem)] leading-none font-extrabold tabular-nums" data-testid="display-qr-amount">
            {amountText(view.qr.amount, lang)}
          </p>
        </section>
      ) : (
        <Totals state={view.state} lang={lang} />
      )}
    </div>
  );
}

/**
 * Money in the customer's language. The till may send it as text formatted in the cashier's
 * ("රු. 1,250.00"): one amount in it is read back and shown in the display's; other text as it came.
 */
export function amountText(amount: DisplayAmount, lang: Pick<DisplayLanguage, 'money'>): string {
  if (typeof amount === 'number') return lang.money(amount);
  const figures = amount.match(/\d[\d,]*(?:\.\d+)?/g);
  const n = figures?.length === 1 ? Number(figures[0].replace(/,/g, '')) : NaN;
  return Number.isFinite(n) ? lang.money(n) : amount;
}

const hasAmount = (a: DisplayAmount | null | undefined): a is DisplayAmount => a != null && a !== '' && a !== 0;

function quantityText(l: DisplayLine, lang: DisplayLanguage): string {
  const unit = isProductUnit(l.unit) ? l.unit : null;
  const n = formatQuantity(l.quantity, l.unit);
  // Counted goods read as a number ("3"); weighed and measured ones carry their unit ("0.250 kg").
  if (!unit || !isFractionalUnit(unit)) return n;
  return `${n} ${String(lang.t(`common:units.${unit}`, { count: l.quantity, defaultValue: unit }))}`;
}

const COLUMNS = ['item', 'quantity', 'amount'] as const;

function Lines({ lines, lang }: { lines: DisplayLine[]; lang: DisplayLanguage }) {
  const { t } = lang;
  // A long cart keeps its newest lines in view (the one just scanned is the one the customer checks).
  const box = useRef<HTMLElement>(null);
  useLayoutEffect(() => {
    if (box.current) box.current.scrollTop = box.current.scrollHeight;
  }, [lines]);
  return (
    <section ref={box} className="min-h-0 flex-1 overflow-y-auto rounded-2xl border-2 border-white/25 [scrollbar-width:none]">
      <table className="w-full text-[clamp(1.25rem,2.6vw,2.5rem)]">
        <caption className="sr-only">{t('items', { count: lines.length })}</caption>
        <thead className="sticky top-0 bg-neutral-950 text-[0.7em] text-white/80 shadow-[0_1px_0_rgb(255_255_255/0.25)]">
          <tr className="border-b border-white/25">
            {COLUMNS.map((c) => (
              <th key={c} scope="col" className={`px-[1.5vw] py-2 ${c === 'item' ? 'text-start' : 'text-end'} font-semibold`}>
                {t(`columns.${c}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="align-top">
          {lines.map((l, i) => (
            <tr key={`${i}-${l.name}`} className="border-b border-white/10 last:border-0" data-testid="display-line">
              <td className="w-full px-[1.5vw] py-2 font-semibold break-words">{productDisplayName(l, lang.locale)}</td>
              <td className="px-[1.5vw] py-2 text-end whitespace-nowrap tabular-nums">{quantityText(l, lang)}</td>
              <td className="px-[1.5vw] py-2 text-end whitespace-nowrap tabular-nums">{lang.money(l.amount)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

function Totals({ state, lang }: { state: DisplayState; lang: DisplayLanguage }) {
  const { t } = lang;
  return (
    <section className="flex flex-wrap items-end justify-between gap-x-[4vw] gap-y-2 rounded-2xl bg-white px-[3vw] py-[2vh] text-neutral-950">
      <div className="grid gap-1">
        {hasAmount(state.discount) && (
          <p className="flex items-baseline gap-4 text-[clamp(1.25rem,2.4vw,2.25rem)]" data-testid="display-discount">
            <span>{t('discount')}</span>
            <span className="font-semibold tabular-nums">−{amountText(state.discount, lang)}</span>
          </p>
        )}
        <p className="text-[clamp(1.5rem,3.2vw,3rem)] font-semibold">{t('total')}</p>
      </div>
      <p className="text-[clamp(3rem,8vw,8rem)] leading-none font-extrabold whitespace-nowrap tabular-nums" data-testid="display-total">
        {amountText(state.total, lang)}
      </p>
    </section>
  );
}

function Paid({ state, lang }: { state: DisplayState; lang: DisplayLanguage }) {
  const { t } = lang;
  return (
    <section className="flex flex-1 flex-col items-center justify-center gap-[3vh] px-[4vw] text-center" data-testid="display-paid">
      <h1 className="text-[clamp(3rem,9vw,8rem)] leading-tight font-bold">{t('thankYou')}</h1>
      <dl className="grid gap-[2vh] text-[clamp(1.5rem,3vw,2.75rem)]">
        <div className="flex items-baseline justify-center gap-6">
          <dt>{t('total')}</dt>
          <dd className="font-semibold tabular-nums">{amountText(state.total, lang)}</dd>
        </div>
        {hasAmount(state.tendered) && (
          <div className="flex items-baseline justify-center gap-6">
            <dt>{t('tendered')}</dt>
            <dd className="font-semibold tabular-nums" data-testid="display-tendered">
              {amountText(state.tendered, lang)}
            </dd>
          </div>
        )}
        {hasAmount(state.change) && (
          <div className="mt-[2vh] rounded-2xl bg-white px-[4vw] py-[2vh] text-neutral-950">
            <dt className="font-semibold">{t('change')}</dt>
            <dd className="text-[clamp(3rem,8vw,7.5rem)] leading-none font-extrabold tabular-nums" data-testid="display-change">
              {amountText(state.change, lang)}
            </dd>
          </div>
        )}
      </dl>
      <p className="text-[clamp(1.25rem,2.5vw,2.25rem)] text-white/85">{t('comeAgain')}</p>
    </section>
  );
}
