import { useTranslation } from 'react-i18next';
import { Spinner } from '#client/components/ui';

export function LoadingScreen() {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-[50vh] items-center justify-center">
      <Spinner aria-label={t('loading')} className="size-8" />
    </div>
  );
}
