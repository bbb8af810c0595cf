import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '#client/components/ui';

/** Newer / Older between the pages of sales, and which page this is (the first is the newest). */
export function SalesPager({
  page,
  onNewer,
  onOlder,
}: {
  page: number;
  /** Undefined on the first page. */
  onNewer?: () => void;
  /** Undefined on the last page (or while it loads). */
  onOlder?: () => void;
}) {
  const { t } = useTranslation('sales');
  return (
    <nav className="flex items-center justify-between" aria-label={t('pages.label')}>
      <Button variant="outline" disabled={!onNewer} onClick={onNewer}>
        <ChevronLeft className="size-4" aria-hidden /> {t('pages.newer')}
      </Button>
      <span className="text-sm text-muted-foreground">{t('pages.page', { page })}</span>
      <Button variant="outline" disabled={!onOlder} onClick={onOlder}>
        {t('pages.older')} <ChevronRight className="size-4" aria-hidden />
      </Button>
    </nav>
  );
}
