import { Alert, AlertDescription } from '#client/components/ui';

/** Why the server (or the device) refused a return or a void, in its words; nothing while all is well. */
export function RefusalAlert({ error }: { error: string | null }) {
  if (!error) return null;
  return (
    <Alert variant="destructive">
      <AlertDescription>{error}</AlertDescription>
    </Alert>
  );
}
