import { useTranslation } from 'react-i18next';
import { COMPLETE_PACKAGE_PRICE_CENTS, SETUP_FEE_CENTS } from '#shared/domain/subscription-pricing';
import { Button, Card, CardContent, CardDescription, CardHeader, CardTitle, Skeleton } from '#client/components/ui';
import { ApiError } from '#client/lib/api';
import { formatWholeLkr } from '#client/lib/format';
import { useModuleText } from '#client/lib/module-text';
import type { Module } from '#shared/contracts/modules';
import { ModuleBadge, ModuleFeatureList } from '#client/components/module-features';
import { useModules } from '../api/get-modules';
import { goToRegister } from './go-to-sign-in';

/** The modules and their monthly prices, then the complete package that has them all. */
export function ModulePricing() {
  const { t } = useTranslation('landing');
  const modules = useModules();
  const all = modules.data ?? [];

  return (
    <section id="modules" className="bg-muted/40 py-20" aria-labelledby="modules-title">
      <div className="mx-auto max-w-6xl px-4">
        <h2 id="modules-title" className="text-center text-3xl font-bold">
          {t('modules.title')}
        </h2>
        <p className="mx-auto mt-3 max-w-2xl text-center text-muted-foreground">{t('modules.subtitle')}</p>
        {modules.isError && (
          <p role="alert" className="mt-6 text-center text-destructive">
            {t('modules.error', { status: modules.error instanceof ApiError ? modules.error.status : '' })}
          </p>
        )}
        <div className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="module-cards">
          {modules.isLoading &&
            Array.from({ length: 6 }, (_, i) => <Skeleton key={i} className="h-64" aria-label={t('modules.loading')} />)}
          {all.map((m) => (
            <ModuleCard key={m.id} module={m} />
          ))}
        </div>

        <CompletePackageCard modules={all} />
      </div>
    </section>
  );
}

/** One module: name, badge, description, price a month, features, and Choose (to register). */
function ModuleCard({ module: m }: { module: Module }) {
  const { t } = useTranslation('landing');
  const text = useModuleText();
  return (
    <Card className="flex flex-col" data-testid={`module-card-${m.key}`}>
      <CardHeader>
        <div className="flex items-start justify-between gap-2">
          <CardTitle>{text.name(m)}</CardTitle>
          <ModuleBadge module={m} label={text.badge(m)} />
        </div>
        <CardDescription>{text.description(m)}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-1 flex-col">
        <p className="text-3xl font-bold">
          {formatWholeLkr(m.monthlyPrice)}
          <span className="text-base font-normal text-muted-foreground">{t('modules.perMonth')}</span>
        </p>
        <ModuleFeatureList features={text.features(m)} className="mt-4 grid gap-2 text-sm" />
        <Button className="mt-auto w-full" variant="outline" onClick={goToRegister}>
          {t('modules.choose')}
        </Button>
      </CardContent>
    </Card>
  );
}

/** Every module for one price, against what they cost separately, with the setup fee. */
function CompletePackageCard({ modules: all }: { modules: Module[] }) {
  const { t } = useTranslation('landing');
  const text = useModuleText();
  const separately = all.reduce((s, m) => s + m.monthlyPrice, 0);
  return (
    <Card className="mt-10 border-2 border-primary" data-testid="complete-package">
      <CardHeader className="text-center">
        <CardTitle className="text-2xl">{t('package.title')}</CardTitle>
        <CardDescription>{t('package.subtitle')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6 md:grid-cols-2 md:items-center">
        <div className="text-center">
          <p className="text-4xl font-bold text-primary">
            {formatWholeLkr(COMPLETE_PACKAGE_PRICE_CENTS / 100)}
            <span className="text-base font-normal text-muted-foreground">{t('package.perMonth')}</span>
          </p>
          {separately > 0 && (
            <p className="mt-2 text-sm text-muted-foreground line-through">
              {formatWholeLkr(separately)} {t('modules.perMonth')}
            </p>
          )}
          <p className="mt-2 font-medium text-success">{t('package.save')}</p>
          <p className="mt-1 text-sm text-muted-foreground">{t('package.setupFee', { amount: formatWholeLkr(SETUP_FEE_CENTS / 100) })}</p>
          <Button className="mt-4" size="lg" onClick={goToRegister}>
            {t('package.cta')}
          </Button>
        </div>
        <div>
          <p className="mb-2 font-medium">{t('package.includes')}</p>
          <ModuleFeatureList features={all.map((m) => text.name(m))} className="grid gap-2 text-sm sm:grid-cols-2" />
        </div>
      </CardContent>
    </Card>
  );
}
