import { Lock } from 'lucide-react';
import { Card, CardContent } from '../ui';

/** What a screen shows someone whose role may not use it (a cashier on an admin screen): a lock and why. */
export function RestrictedNotice({ message, testId }: { message: string; testId: string }) {
  return (
    <Card className="mx-auto mt-10 max-w-lg text-center" data-testid={testId}>
      <CardContent className="grid justify-items-center gap-3 p-8">
        <Lock className="size-10 text-muted-foreground" aria-hidden />
        <p className="font-medium">{message}</p>
      </CardContent>
    </Card>
  );
}
