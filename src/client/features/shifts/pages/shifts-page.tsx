import { Clock } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Shift } from '#shared/contracts/shifts';
import { ListState } from '#client/components/layout/list-screen';
import { PageHeader } from '#client/components/layout/page-header';
import { Alert, AlertDescription, AlertTitle, Button, EmptyState, Skeleton } from '#client/components/ui';
import { serverMessageOf } from '#client/lib/api';
import { useAuth } from '#client/lib/auth';
import { useBusinessId } from '#client/lib/use-business-id';
import { useCurrentShift } from '../api/get-current-shift';
import { useShifts } from '../api/get-shifts';
import { OpenShiftDialog } from '../components/open-shift-dialog';
import { OverShortTotals } from '../components/over-short';
import { ShiftDetailFlow } from '../components/shift-detail-flow';
import { ShiftsTable } from '../components/shifts-table';

/** Every shift of the shop (admins) or the user's own: float, expected, counted and over/short. */
export default function ShiftsPage() {
  const businessId = useBusinessId();
  if (businessId === undefined) return null;
  return <ShiftsList businessId={businessId} />;
}

function ShiftsList({ businessId }: { businessId: number }) {
  const { t } = useTranslation('shifts');
  const isAdmin = useAuth().user?.role !== 'cashier';
  const list = useShifts(businessId);
  const [selected, setSelected] = useState<Shift | null>(null);
  const [opening, setOpening] = useState(false);
  const current = useCurrentShift(businessId).data;

  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-6">
      <PageHeader
        title={t('title')}
        subtitle={isAdmin ? t('subtitle') : t('subtitleOwn')}
        actions={
          current && !current.shift ? (
            <Button type="button" onClick={() => setOpening(true)}>
              {t('open.submit')}
            </Button>
          ) : undefined
        }
      />
      <ListState
        error={
          list.isError && (
            <Alert variant="destructive">
              <AlertTitle>{t('loadFailed')}</AlertTitle>
              <AlertDescription>{serverMessageOf(list.error, '')}</AlertDescription>
            </Alert>
          )
        }
        loading={!list.data}
        skeleton={<Skeleton className="h-64" aria-label={t('loading')} />}
        isEmpty={list.data?.length === 0}
        empty={<EmptyState icon={Clock} title={t('empty')} />}
      >
        {isAdmin && <OverShortTotals shifts={list.data ?? []} />}
        <ShiftsTable shifts={list.data ?? []} isAdmin={isAdmin} onView={setSelected} />
      </ListState>
      <ShiftDetailFlow businessId={businessId} selected={selected} onDeselect={() => setSelected(null)} />
      <OpenShiftDialog businessId={businessId} open={opening} onClose={() => setOpening(false)} />
    </div>
  );
}
