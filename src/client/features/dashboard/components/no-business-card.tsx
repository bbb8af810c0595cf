import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '#client/components/layout/page-header';
import { Button, Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui';
import { SCREENS } from '#client/app/screens';

/** No business yet: a new registrant is sent to subscribe, the platform's super admin to the platform screen. */
export function NoBusinessDashboard({ isSuperAdmin }: { isSuperAdmin: boolean }) {
  const { t } = useTranslation('dashboard');
  return (
    <div className="grid gap-6">
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      <Card>
        <CardHeader>
          <CardTitle>{isSuperAdmin ? t('noBusiness.superAdminTitle') : t('noBusiness.title')}</CardTitle>
          <CardDescription>{isSuperAdmin ? t('noBusiness.superAdminDescription') : t('noBusiness.description')}</CardDescription>
        </CardHeader>
        <CardContent>
          <Button asChild>
            <Link to={isSuperAdmin ? SCREENS.superAdmin : SCREENS.subscription}>
              {isSuperAdmin ? t('noBusiness.superAdminAction') : t('noBusiness.action')}
            </Link>
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}
