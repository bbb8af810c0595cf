import { Construction } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../ui';

export function PagePlaceholder({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation();
  const title = t(titleKey);
  return (
    <div className="grid gap-6">
      <h1 className="text-2xl font-bold">{title}</h1>
      <EmptyState icon={Construction} title={title} description={t('comingSoon')} />
    </div>
  );
}
