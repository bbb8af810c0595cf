/** Import and export (issue 23): filled in by that part. */
export default function ImportExportPage() {
  return null;
}
