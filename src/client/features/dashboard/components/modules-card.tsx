import { ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { MODULE_KEYS, MODULE_NAMES, type ModuleState } from '#shared/permissions';
import { Badge, Card, CardContent, CardDescription, CardHeader, CardTitle, EmptyState } from '#client/components/ui';

/** Each module and whether the business has it; an inactive business sees why none is on. */
export function ModulesCard({
  businessActive,
  stateOf,
}: {
  businessActive: boolean;
  stateOf: (key: (typeof MODULE_KEYS)[number]) => ModuleState;
}) {
  const { t } = useTranslation('dashboard');
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('modules.title')}</CardTitle>
        <CardDescription>{t('modules.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        {businessActive ? (
          <ul className="grid gap-2 sm:grid-cols-2 lg:grid-cols-4">
            {MODULE_KEYS.map((key) => {
              const state = stateOf(key);
              return (
                <li key={key} className="flex items-center justify-between gap-2 rounded-lg border px-3 py-2 text-sm">
                  <span>{MODULE_NAMES[key]}</span>
                  <Badge variant={state === 'active' ? 'success' : 'secondary'}>
                    {t(`modules.${state === 'active' ? 'active' : 'inactive'}`)}
                  </Badge>
                </li>
              );
            })}
          </ul>
        ) : (
          <EmptyState icon={ShieldCheck} title={t('modules.inactiveTitle')} description={t('modules.inactiveDescription')} />
        )}
      </CardContent>
    </Card>
  );
}
