/** Display helpers: money from the API arrives as decimal numbers (LKR). */
const lkr = new Intl.NumberFormat('en-LK', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const qty = new Intl.NumberFormat('en-LK', { minimumFractionDigits: 3, maximumFractionDigits: 3 });

export const formatMoney = (amount: number | null | undefined) => `LKR ${lkr.format(amount ?? 0)}`;
export const formatAmount = (amount: number | null | undefined) => lkr.format(amount ?? 0);
export const formatQuantity = (n: number | null | undefined) => qty.format(n ?? 0);
export const formatWholeLkr = (amount: number) => `LKR ${new Intl.NumberFormat('en-LK').format(amount)}`;
export const formatDate = (iso: string | Date | null | undefined) =>
  iso ? new Intl.DateTimeFormat('en-GB', { day: '2-digit', month: 'short', year: 'numeric' }).format(new Date(iso)) : '';
export const formatDateTime = (iso: string | Date | null | undefined) =>
  iso
    ? new Intl.DateTimeFormat('en-GB', { day: '2-digit', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' }).format(
        new Date(iso),
      )
    : '';
