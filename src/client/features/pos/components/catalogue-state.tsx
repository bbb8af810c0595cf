import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { PosResponse } from '#shared/contracts/sales';
import { Alert, AlertDescription, Button, Skeleton } from '#client/components/ui';
import { ApiError } from '#client/lib/api';

/** Shown instead of the till's results while the catalogue loads, or when it failed to (with Try again). */
export function CatalogueState({ pos }: { pos: UseQueryResult<PosResponse> }) {
  const { t } = useTranslation('pos');
  if (pos.isLoading)
    return (
      <div className="grid grid-cols-2 gap-3 xl:grid-cols-3 2xl:grid-cols-4" aria-busy="true">
        {Array.from({ length: 8 }, (_, i) => (
          <Skeleton key={i} className="h-28" />
        ))}
      </div>
    );
  if (!pos.isError) return null;
  return (
    <Alert variant="destructive">
      <AlertDescription>
        {t('fetchFailed', { status: pos.error instanceof ApiError ? pos.error.status : pos.error.message })}{' '}
        <Button type="button" variant="link" onClick={() => void pos.refetch()}>
          {t('retry')}
        </Button>
      </AlertDescription>
    </Alert>
  );
}
