/**
 * The public receipt / statement page, rendered on the server as a small HTML
 * document: no script, one inline style (allowed by its hash in the page's CSP), readable on a
 * phone, in the link's language. It shows the receipt or the statement and nothing else of the shop.
 */
import { createHash } from 'node:crypto';
import type { Sale } from '#shared/contracts/sales';
import type { Statement } from '#shared/contracts/statements';
import { saleSummaryRows, lineGrossCents } from '#shared/domain/sale-summary';
import { sumSafeIntegers } from '#shared/domain/integer-math';
import { toCents, toThousandths } from '#shared/domain/money';
import { toZonedDateTimeString } from '#shared/domain/time-zone';
import type { Locale } from '#shared/locales';
import { moneyText, PAGE_TEXT } from './message-texts';

const STYLE = `
*{box-sizing:border-box}
body{margin:0;padding:16px;background:#f4f4f5;color:#18181b;font:16px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans","Noto Sans Sinhala","Iskoola Pota","Noto Sans Tamil","Latha",sans-serif}
main{max-width:34rem;margin:0 auto;background:#fff;border-radius:8px;padding:16px;box-shadow:0 1px 3px rgba(0,0,0,.12)}
h1{font-size:1.25rem;margin:0 0 4px;text-align:center}
.shop{text-align:center;color:#3f3f46;margin:0 0 12px}
h2{font-size:1rem;margin:12px 0 4px;text-transform:uppercase;letter-spacing:.04em;color:#52525b;text-align:center}
.meta{display:flex;justify-content:space-between;gap:8px;flex-wrap:wrap;margin:8px 0;font-size:.95rem}
table{width:100%;border-collapse:collapse;font-size:.95rem}
th,td{padding:6px 4px;border-bottom:1px solid #e4e4e7;text-align:left;vertical-align:top}
th{font-weight:600;color:#52525b}
.n{text-align:right;white-space:nowrap;font-variant-numeric:tabular-nums}
.sums td{border:0;padding:3px 4px}
.total td{font-weight:700;font-size:1.1rem;border-top:2px solid #18181b}
.void{color:#b91c1c;font-weight:700;text-align:center;font-size:1.2rem}
.scroll{overflow-x:auto}
p.note{color:#52525b;text-align:center}
`;

/** The page's Content-Security-Policy: nothing may load or run but this one style. */
export const PAGE_CSP = [
  "default-src 'none'",
  `style-src 'sha256-${createHash('sha256').update(STYLE).digest('base64')}'`,
  "img-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const esc = (s: string | number | null | undefined) => String(s ?? '').replace(/[&<>"']/g, (c) => ESCAPES[c]);

function page(locale: Locale | 'mul', title: string, body: string): string {
  return `<!doctype html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<meta name="referrer" content="no-referrer">
<title>${esc(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>
`;
}

export interface ShopHeader {
  name: string;
  address: string | null;
  phone: string | null;
}

function shopBlock(locale: Locale, shop: ShopHeader): string {
  const t = PAGE_TEXT[locale];
  const lines = [shop.address, shop.phone ? `${t.tel} ${shop.phone}` : null].filter(Boolean).map((l) => esc(l));
  return `<h1>${esc(shop.name)}</h1>${lines.length ? `<p class="shop">${lines.join('<br>')}</p>` : ''}`;
}

const amount = (n: number) => moneyText('en', n).slice(4);

export function receiptPage(locale: Locale, shop: ShopHeader, sale: Sale, timeZone: string): string {
  const t = PAGE_TEXT[locale];
  const gross = sumSafeIntegers(sale.items.map((i) => lineGrossCents(toCents(i.price), toThousandths(i.quantity))));
  const sums = saleSummaryRows({
    grossCents: gross,
    discountCents: toCents(sale.discountAmount),
    vatCents: toCents(sale.vatAmount),
    nbtCents: toCents(sale.nbtAmount),
    totalCents: toCents(sale.totalAmount),
    vatRegistered: sale.vatRegistered,
    pricesIncludeVat: sale.pricesIncludeVat,
  });
  const sumLabel: Record<string, string> = {
    subtotal: t.subtotal,
    discount: t.discount,
    vat: t.vat,
    nbt: t.nbt,
    total: t.total,
    vatIncluded: t.vatIncluded,
    nbtIncluded: t.nbt,
  };
  const rows = sale.items
    .map(
      (i) =>
        `<tr><td>${esc(i.name)}</td><td class="n">${esc(i.quantity)}</td><td class="n">${amount(i.price)}</td><td class="n">${amount(i.total)}</td></tr>`,
    )
    .join('');
  const sumRows = sums
    .map((s) => {
      const value =
        s.kind === 'total' ? moneyText(locale, s.cents / 100) : s.kind === 'discount' ? `-${amount(s.cents / 100)}` : amount(s.cents / 100);
      return `<tr class="${s.kind === 'total' ? 'total' : ''}"><td colspan="3">${esc(sumLabel[s.kind])}</td><td class="n">${esc(value)}</td></tr>`;
    })
    .join('');
  const payments = sale.payments
    .map((p) => `<tr><td colspan="3">${esc(t.methods[p.method] ?? p.method)}</td><td class="n">${amount(p.amount)}</td></tr>`)
    .join('');
  const change = sale.changeDue > 0 ? `<tr><td colspan="3">${esc(t.change)}</td><td class="n">${amount(sale.changeDue)}</td></tr>` : '';
  const body = `${shopBlock(locale, shop)}
<h2>${esc(t.receipt)}</h2>
${sale.status === 'void' ? `<p class="void">${esc(t.void)}</p>` : ''}
<div class="meta"><span>${esc(t.invoiceNo)}: <strong>${esc(sale.invoiceNumber)}</strong></span><span>${esc(t.date)}: ${esc(toZonedDateTimeString(new Date(sale.saleDate), timeZone))}</span></div>
<table>
<thead><tr><th>${esc(t.item)}</th><th class="n">${esc(t.qty)}</th><th class="n">${esc(t.price)}</th><th class="n">${esc(t.amount)}</th></tr></thead>
<tbody>${rows}</tbody>
<tbody class="sums">${sumRows}</tbody>
</table>
<h2>${esc(t.payments)}</h2>
<table><tbody class="sums">${payments}${change}</tbody></table>`;
  return page(locale, `${t.receipt} ${sale.invoiceNumber}`, body);
}

export function statementPage(locale: Locale, s: Statement): string {
  const t = PAGE_TEXT[locale];
  const rows = s.lines
    .map(
      (l) =>
        `<tr><td>${esc(l.date)}</td><td>${esc(t.lineKinds[l.kind] ?? l.kind)}${l.reference ? ` ${esc(l.reference)}` : ''}</td><td class="n">${l.debit ? amount(l.debit) : ''}</td><td class="n">${l.credit ? amount(l.credit) : ''}</td><td class="n">${amount(l.balance)}</td></tr>`,
    )
    .join('');
  const ageing = (
    [
      ['current', t.current],
      ['days1to30', t.days1to30],
      ['days31to60', t.days31to60],
      ['days61to90', t.days61to90],
      ['over90', t.over90],
    ] as const
  )
    .map(([k, label]) => `<tr><td>${esc(label)}</td><td class="n">${amount(s.ageing[k])}</td></tr>`)
    .join('');
  const body = `${shopBlock(locale, s.business)}
<h2>${esc(t.statement)}</h2>
<div class="meta"><strong>${esc(s.party.name)}</strong><span>${esc(t.period)}: ${esc(s.from)} – ${esc(s.to)}</span></div>
<div class="scroll"><table>
<thead><tr><th>${esc(t.date)}</th><th>${esc(t.reference)}</th><th class="n">${esc(t.debit)}</th><th class="n">${esc(t.credit)}</th><th class="n">${esc(t.balance)}</th></tr></thead>
<tbody><tr><td colspan="4">${esc(t.opening)}</td><td class="n">${amount(s.openingBalance)}</td></tr>${rows}</tbody>
<tbody class="sums"><tr class="total"><td colspan="4">${esc(t.closing)}</td><td class="n">${esc(moneyText(locale, s.closingBalance))}</td></tr></tbody>
</table></div>
<h2>${esc(t.ageing)}</h2>
<table><tbody class="sums">${ageing}</tbody></table>`;
  return page(locale, t.statement, body);
}

/** One page for every link that does not open (unknown, malformed, expired, revoked): the same bytes, in all three languages. */
export const NOT_FOUND_PAGE = page(
  'mul',
  PAGE_TEXT.en.notFoundTitle,
  (['en', 'si', 'ta'] as const)
    .map((l) => `<h1 lang="${l}">${esc(PAGE_TEXT[l].notFoundTitle)}</h1><p class="note" lang="${l}">${esc(PAGE_TEXT[l].notFoundBody)}</p>`)
    .join('\n'),
);
