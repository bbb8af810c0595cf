import { useTranslation } from 'react-i18next';
import type { Module } from '#shared/contracts/modules';
import { Card, CardContent, CardDescription, CardHeader, CardTitle, Checkbox } from '#client/components/ui';
import { cn } from '#client/lib/cn';
import { formatMoney } from '#client/lib/format';
import { useModuleText } from '#client/lib/module-text';
import { ModuleBadge, ModuleFeatureList } from '#client/components/module-features';

/** Module checkbox cards with their features and badges. */
export function ModuleCards({ modules, selected, onToggle }: { modules: Module[]; selected: number[]; onToggle: (id: number) => void }) {
  const { t } = useTranslation('subscriptions');
  const text = useModuleText();
  return (
    <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" data-testid="module-selection">
      {modules.map((m) => {
        const checked = selected.includes(m.id);
        return (
          <Card
            key={m.id}
            data-testid={`select-module-${m.key}`}
            className={cn('transition-colors', checked && 'border-primary ring-1 ring-primary')}
          >
            <CardHeader>
              <div className="flex items-start gap-3">
                <Checkbox
                  id={`module-${m.id}`}
                  checked={checked}
                  onCheckedChange={() => onToggle(m.id)}
                  aria-label={text.name(m)}
                  className="mt-1"
                />
                <div className="min-w-0 flex-1">
                  <div className="flex flex-wrap items-center justify-between gap-2">
                    <CardTitle>
                      <label htmlFor={`module-${m.id}`} className="cursor-pointer">
                        {text.name(m)}
                      </label>
                    </CardTitle>
                    <ModuleBadge module={m} label={text.badge(m)} />
                  </div>
                  <CardDescription>{text.description(m)}</CardDescription>
                </div>
              </div>
            </CardHeader>
            <CardContent>
              <p className="font-semibold">
                {formatMoney(m.monthlyPrice)}
                <span className="text-sm font-normal text-muted-foreground"> {t('perMonth')}</span>
              </p>
              <ModuleFeatureList features={text.features(m)} className="mt-3 grid gap-1 text-sm" />
            </CardContent>
          </Card>
        );
      })}
    </div>
  );
}
