/** The expiry report (issue 23): filled in by that part. */
export default function ExpiryPage() {
  return null;
}
