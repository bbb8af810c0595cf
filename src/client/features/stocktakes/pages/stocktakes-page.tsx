/** Stocktakes (issue 23): filled in by that part. */
export default function StocktakesPage() {
  return null;
}
