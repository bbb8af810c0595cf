import { BadgeCheck, Check, FileText, Landmark, Receipt, ShieldCheck, Store } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LanguageSwitcher } from '#client/components/language-switcher';
import { Badge, Button, Card, CardContent } from '#client/components/ui';
import { shopYear } from '#client/lib/shop-time';
import { goToRegister, goToSignIn } from './go-to-sign-in';
import { SCREENS } from '#client/app/screens';

const COMPLIANCE_ICONS = [Receipt, FileText, Landmark, BadgeCheck];

/** The sticky bar: the brand, the page's sections, the language, Sign in and Get started. */
export function LandingHeader() {
  const { t } = useTranslation('landing');
  return (
    <header className="sticky top-0 z-30 border-b bg-background/90 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between px-4">
        <Link to={SCREENS.dashboard} className="flex items-center gap-2 text-xl font-bold text-primary">
          <Store className="size-6" aria-hidden /> Kade
        </Link>
        <nav className="hidden gap-6 text-sm md:flex" aria-label={t('nav.label')}>
          <a href="#modules" className="hover:text-primary">
            {t('nav.modules')}
          </a>
          <a href="#lifetime" className="hover:text-primary">
            {t('nav.pricing')}
          </a>
          <a href="#compliance" className="hover:text-primary">
            {t('nav.compliance')}
          </a>
        </nav>
        <div className="flex items-center gap-2">
          <LanguageSwitcher />
          <Button variant="ghost" onClick={goToSignIn}>
            {t('nav.signIn')}
          </Button>
          {/* On a phone the hero's Start Your Free Trial, just below, does the same: the header keeps to the screen's width. */}
          <Button className="hidden sm:inline-flex" onClick={goToRegister}>
            {t('nav.getStarted')}
          </Button>
        </div>
      </div>
    </header>
  );
}

/** The first screen: what Kade is, Start Your Free Trial and Watch Demo, and its main points. */
export function HeroSection({ onWatchDemo }: { onWatchDemo: () => void }) {
  const { t } = useTranslation('landing');
  const heroPoints = t('hero.points', { returnObjects: true }) as string[];
  return (
    <section className="mx-auto grid max-w-6xl gap-10 px-4 py-20 md:grid-cols-2 md:items-center">
      <div>
        <Badge variant="secondary">{t('hero.badge')}</Badge>
        <h1 className="mt-4 text-4xl font-bold tracking-tight md:text-5xl">{t('hero.title')}</h1>
        <p className="mt-4 text-lg text-muted-foreground">{t('hero.subtitle')}</p>
        <div className="mt-8 flex flex-wrap gap-3">
          <Button size="lg" onClick={goToRegister}>
            {t('hero.startTrial')}
          </Button>
          <Button size="lg" variant="outline" onClick={onWatchDemo}>
            {t('hero.watchDemo')}
          </Button>
        </div>
      </div>
      <Card>
        <CardContent className="grid gap-3 p-6">
          {heroPoints.map((p) => (
            <p key={p} className="flex gap-3">
              <Check className="mt-0.5 size-5 shrink-0 text-success" aria-hidden /> {p}
            </p>
          ))}
        </CardContent>
      </Card>
    </section>
  );
}

/** The lifetime offer: one payment, limited seats, what it includes. */
export function LifetimeSection() {
  const { t } = useTranslation('landing');
  const lifetimePoints = t('lifetime.points', { returnObjects: true }) as string[];
  return (
    <section id="lifetime" className="py-20" aria-labelledby="lifetime-title">
      <div className="mx-auto max-w-3xl px-4">
        <Card className="bg-primary text-primary-foreground">
          <CardContent className="p-8 text-center">
            <Badge variant="warning">{t('lifetime.badge')}</Badge>
            <h2 id="lifetime-title" className="mt-4 text-3xl font-bold">
              {t('lifetime.title')}
            </h2>
            <p className="mt-4 text-5xl font-bold">{t('lifetime.price')}</p>
            <p className="mt-1 opacity-90">{t('lifetime.once')}</p>
            <p className="mt-2 font-semibold">{t('lifetime.seats')}</p>
            <ul className="mx-auto mt-6 grid max-w-md gap-2 text-left sm:grid-cols-2">
              {lifetimePoints.map((p) => (
                <li key={p} className="flex gap-2">
                  <Check className="size-5 shrink-0" aria-hidden /> {p}
                </li>
              ))}
            </ul>
            <Button size="lg" variant="secondary" className="mt-8" onClick={goToRegister}>
              {t('lifetime.cta')}
            </Button>
          </CardContent>
        </Card>
      </div>
    </section>
  );
}

/** What Kade does for the tax office and the law, and how it keeps the shop's data safe. */
export function ComplianceSection() {
  const { t } = useTranslation('landing');
  const compliance = t('compliance.items', { returnObjects: true }) as { title: string; text: string }[];
  return (
    <section id="compliance" className="bg-muted/40 py-20" aria-labelledby="compliance-title">
      <div className="mx-auto max-w-6xl px-4">
        <h2 id="compliance-title" className="text-center text-3xl font-bold">
          {t('compliance.title')}
        </h2>
        <p className="mx-auto mt-3 max-w-2xl text-center text-muted-foreground">{t('compliance.subtitle')}</p>
        <div className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {compliance.map((item, i) => {
            const Icon = COMPLIANCE_ICONS[i % COMPLIANCE_ICONS.length];
            return (
              <Card key={item.title}>
                <CardContent className="p-6">
                  <Icon className="size-8 text-primary" aria-hidden />
                  <h3 className="mt-3 font-semibold">{item.title}</h3>
                  <p className="mt-2 text-sm text-muted-foreground">{item.text}</p>
                </CardContent>
              </Card>
            );
          })}
        </div>
        <Card className="mt-6">
          <CardContent className="flex gap-4 p-6">
            <ShieldCheck className="size-8 shrink-0 text-primary" aria-hidden />
            <div>
              <h3 className="font-semibold">{t('security.title')}</h3>
              <p className="mt-1 text-sm text-muted-foreground">{t('security.text')}</p>
            </div>
          </CardContent>
        </Card>
      </div>
    </section>
  );
}

/** The last call to register. */
export function ClosingCta() {
  const { t } = useTranslation('landing');
  return (
    <section className="py-20 text-center" aria-labelledby="cta-title">
      <h2 id="cta-title" className="text-3xl font-bold">
        {t('cta.title')}
      </h2>
      <p className="mx-auto mt-3 max-w-xl text-muted-foreground">{t('cta.subtitle')}</p>
      <Button size="lg" className="mt-8" onClick={goToRegister}>
        {t('cta.button')}
      </Button>
    </section>
  );
}

/** The tagline, the copyright year (the shop's calendar) and the cashiers' sign-in link. */
export function LandingFooter() {
  const { t } = useTranslation('landing');
  return (
    <footer className="border-t py-8">
      <div className="mx-auto flex max-w-6xl flex-col items-center justify-between gap-3 px-4 text-sm text-muted-foreground md:flex-row">
        <p>{t('footer.tagline')}</p>
        <p>{t('footer.rights', { year: shopYear() })}</p>
        <Link to={SCREENS.cashierLogin} className="hover:text-primary">
          {t('footer.cashier')}
        </Link>
      </div>
    </footer>
  );
}
