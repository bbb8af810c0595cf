import { BarChart3, Plus, ShoppingCart } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui';
import { SCREENS } from '#client/app/screens';

/** Shortcuts to the till, a new product and the reports. */
export function QuickActions() {
  const { t } = useTranslation('dashboard');
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('quickActions.title')}</CardTitle>
        <CardDescription>{t('quickActions.description')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-2">
        <Button asChild className="justify-start">
          <Link to={SCREENS.pos}>
            <ShoppingCart />
            {t('quickActions.openPos')}
          </Link>
        </Button>
        <Button asChild variant="outline" className="justify-start">
          <Link to={SCREENS.inventory}>
            <Plus />
            {t('quickActions.addProduct')}
          </Link>
        </Button>
        <Button asChild variant="outline" className="justify-start">
          <Link to={SCREENS.reports}>
            <BarChart3 />
            {t('quickActions.viewReports')}
          </Link>
        </Button>
      </CardContent>
    </Card>
  );
}
