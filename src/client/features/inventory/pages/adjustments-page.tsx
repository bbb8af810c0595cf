/** Stock adjustments (issue 23): filled in by that part. */
export default function StockAdjustmentsPage() {
  return null;
}
