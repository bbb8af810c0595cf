import type { Page, TestInfo } from '@playwright/test';

/**
 * The three languages checked on screen: in Sinhala and in Tamil, no visible text is left in Latin
 * letters except the kept terms (docs/i18n.md) and the shop's own data, and no text overflows its
 * box.
 *
 * The shop's data (product, customer, supplier and user names, e-mails, notes) is whatever string
 * the screen's API answers carried: those are collected as the page loads and excused. Enum-like
 * values (`cash`, `pending`) are not data: a screen showing one raw has not translated it.
 */
export const KEPT_TERMS = [
  'Kade',
  'SKU',
  'LKR',
  'VAT',
  'SVAT',
  'NBT',
  'SSCL',
  'TIN',
  'NIC',
  'PIN',
  'POS',
  'QR',
  'LankaQR',
  // The barcode standard, the scale's item code, the port and the browsers are named as printed on the hardware.
  'EAN',
  'PLU',
  'COM',
  'Chrome',
  'Edge',
  // File formats and sizes, as the file's name and the phone's gallery show them.
  'JPEG',
  'PNG',
  'WebP',
  'XLSX',
  'xlsx',
  'UTF',
  'MB',
  'CSV',
  'PDF',
  'Excel',
  'A4',
  'mm',
  'ID',
  'GRN',
  'MRP',
  'CRM',
  'IRD',
  'RAMIS',
  'OK',
  'Esc',
  'Enter',
  'Ctrl',
  'Shift',
  'Tab',
  'SMS',
  'WhatsApp',
  // An SMS gateway's settings name its web protocol as the provider's documents do, and the providers by their names.
  'HTTP',
  'URL',
  'POST',
  'GET',
  'JSON',
  'Dialog',
  'Mobitel',
  'Notify',
  'lk',
  'Google',
  'PostgreSQL',
  'VIP',
  'OAuth',
  'API',
  'ms',
  'GitHub',
  'Facebook',
  'USB',
  'English',
  'INV',
  'CN',
  'PO',
  'TI',
  'BR',
  'PV',
  'Visa',
  'Mastercard',
  'Amex',
  // The SSCL Act's Part IB and LP gas, as the Act and the cylinder name them; the old SME rate.
  'IB',
  'LP',
  'SME',
  // A tax invoice serial's pattern (YYMMM_QQQQ_XXXXX, the gazette's), its dates (MM/DD/YYYY) and the
  // English month a serial carries (26DEC_0001_00001).
  'YYMMM',
  'QQQQ',
  'XXXXX',
  'YYYY',
  'MM',
  'DD',
  ...['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'],
];

export interface ScriptProblem {
  kind: 'latin' | 'overflow';
  text: string;
  where: string;
  words?: string[];
}

/** Starts collecting the strings of the page's JSON API answers (the shop's data). */
export function collectApiData(page: Page): Set<string> {
  // The demo shop's name, which the sign-in page's development panel names before any API call.
  const data = new Set<string>(['Demo Stores']);
  const walk = (v: unknown) => {
    if (typeof v === 'string') {
      if (v.length > 1 && !/^[a-z_]+$/.test(v)) data.add(v);
    } else if (Array.isArray(v)) v.forEach(walk);
    else if (v && typeof v === 'object') Object.values(v).forEach(walk);
  };
  page.on('response', (res) => {
    const url = res.url();
    // The module catalogue's names and descriptions are the platform's texts, not a shop's data.
    if (!url.includes('/api/') || /\/api\/modules\b/.test(url)) return;
    if (!(res.headers()['content-type'] ?? '').includes('application/json')) return;
    res.json().then(walk, () => undefined);
  });
  return data;
}

/** Every visible Latin word that is neither kept nor data, and every text wider than its box. */
export async function findScriptProblems(page: Page, data: Set<string>): Promise<ScriptProblem[]> {
  return page.evaluate(
    ({ kept, data }) => {
      const keptSet = new Set(kept);
      const phrases = [...data].sort((a, b) => b.length - a.length);
      const where = (el: Element) => {
        const parts: string[] = [];
        for (let e: Element | null = el; e && e !== document.body && parts.length < 4; e = e.parentElement) {
          const id = e.getAttribute('data-testid');
          parts.unshift(id ? `${e.tagName.toLowerCase()}[data-testid=${id}]` : e.tagName.toLowerCase());
        }
        return parts.join(' > ');
      };
      const visible = (el: Element) => {
        const s = getComputedStyle(el);
        if (s.visibility === 'hidden' || s.display === 'none' || Number(s.opacity) === 0) return false;
        const r = el.getBoundingClientRect();
        return r.width > 1 && r.height > 1;
      };
      const problems: { kind: 'latin' | 'overflow'; text: string; where: string; words?: string[] }[] = [];
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let n = walker.nextNode(); n; n = walker.nextNode()) {
        const el = n.parentElement;
        const text = (n.textContent ?? '').trim();
        if (!el || !text || el.closest('script,style,noscript,option,[data-i18n-exempt]') || !visible(el)) continue;
        // The shop's data first (a product name may hold digits: "Coconut Oil 1L"), then e-mail
        // addresses, URLs, configuration names (BACKUP_DIR) and technical names with digits or
        // underscores (Argon2id, pg_dump, OAuth 2.0): names, not words.
        let rest = text;
        for (const p of phrases) if (rest.includes(p)) rest = rest.split(p).join(' ');
        rest = rest
          .replace(/\S+@\S+\.\S+/g, ' ')
          .replace(/https?:\/\/\S+/g, ' ')
          .replace(/\b[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+\b/g, ' ')
          .replace(/\b[A-Za-z]*\d[A-Za-z0-9]*\b|\b[a-z]+(?:_[a-z]+)+\b/g, ' ');
        const words = (rest.match(/[A-Za-z][A-Za-z'’]*/g) ?? []).filter((w) => w.length > 1 && !keptSet.has(w) && !/^F\d{1,2}$/.test(w));
        if (words.length) problems.push({ kind: 'latin', text: text.slice(0, 120), where: where(el), words });
      }
      // A box whose text is wider than it, spilling out or cut off, unless it truncates on purpose
      // (an ellipsis) or scrolls (a wide table in its scroller).
      for (const el of document.body.querySelectorAll('*')) {
        if (!(el instanceof HTMLElement) || !el.innerText?.trim() || !visible(el)) continue;
        const s = getComputedStyle(el);
        if (s.display === 'inline' || s.display === 'contents' || s.textOverflow === 'ellipsis') continue;
        if (['auto', 'scroll'].includes(s.overflowX) || el.closest('.sr-only,[data-i18n-exempt]')) continue;
        const wide = el.scrollWidth > el.clientWidth + 1 && el.clientWidth > 0;
        const clippedTall = s.overflowY === 'hidden' && el.scrollHeight > el.clientHeight + 2 && el.clientHeight > 0;
        // Only the innermost overflowing box: its ancestors overflow because of it.
        const child = [...el.children].some((c) => c instanceof HTMLElement && c.scrollWidth > c.clientWidth + 1 && c.clientWidth > 0);
        if ((wide && !child) || clippedTall) problems.push({ kind: 'overflow', text: el.innerText.trim().slice(0, 80), where: where(el) });
      }
      return problems;
    },
    { kept: KEPT_TERMS, data: [...data] },
  );
}

/** A full-page screenshot in the test report, whatever the outcome. */
export async function keepScreenshot(page: Page, testInfo: TestInfo, name: string) {
  await testInfo.attach(name, { body: await page.screenshot({ fullPage: true }), contentType: 'image/png' });
}

export const formatProblems = (problems: ScriptProblem[]) =>
  problems
    .map((p) =>
      p.kind === 'latin' ? `Latin ${JSON.stringify(p.words)} in "${p.text}" at ${p.where}` : `overflow "${p.text}" at ${p.where}`,
    )
    .join('\n');
