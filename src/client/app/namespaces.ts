// Which texts (i18n namespaces, locales/<lang>/<ns>.json) come with what. Kept free of imports:
// vite.config.ts reads these lists to put the till's English texts (and the shell's) in one chunk.

/** The signed-in shell's own (header, sidebar, update prompt, sync badge): loaded with it. */
export const SHELL_NAMESPACES = ['shell', 'common', 'offline'] as const;

/**
 * Everything the till and its dialogs show: its first paint, paying, receipts, returns, shifts,
 * parked sales, LankaQR, the scale and the customer display. The server's messages (`errors`)
 * come too, in Sinhala and Tamil (lib/i18n.ts, loadScreenTexts). Every other namespace (about
 * 30 KB compressed) waits until the cashier opens another screen; the receipt's Share texts
 * (`messaging`) come with its Share button.
 */
export const TILL_NAMESPACES = [
  'pos',
  'returns',
  'shifts',
  'sales',
  'printing',
  'batches',
  'scale',
  'offline',
  'lankaqr',
  'display',
  'errors',
] as const;
