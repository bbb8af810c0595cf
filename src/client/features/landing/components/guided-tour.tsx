import { BarChart3, Boxes, HandCoins, Heart, ShoppingCart, Truck } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '#client/components/ui';
import { goToRegister } from './go-to-sign-in';

const ICONS = [ShoppingCart, Boxes, HandCoins, Heart, Truck, BarChart3];

/** 'Watch Demo' away from a local development host: a short tour of the screens. */
export function GuidedTour({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation('landing');
  const steps = t('tour.steps', { returnObjects: true }) as { title: string; text: string }[];
  const [index, setIndex] = useState(0);
  const step = steps[index];
  const Icon = ICONS[index % ICONS.length];
  const isLast = index === steps.length - 1;
  return (
    <Dialog
      open={open}
      onOpenChange={(o) => {
        onOpenChange(o);
        if (!o) setIndex(0);
      }}
    >
      <DialogContent closeLabel={t('common:close')}>
        <DialogHeader>
          <DialogTitle>{t('tour.title')}</DialogTitle>
          <DialogDescription>{t('tour.step', { current: index + 1, total: steps.length })}</DialogDescription>
        </DialogHeader>
        <div className="flex gap-4 py-4">
          <div className="flex size-12 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-primary">
            <Icon className="size-6" aria-hidden />
          </div>
          <div>
            <h3 className="font-semibold">{step.title}</h3>
            <p className="mt-1 text-sm text-muted-foreground">{step.text}</p>
          </div>
        </div>
        <DialogFooter className="gap-2">
          <Button variant="outline" disabled={index === 0} onClick={() => setIndex((i) => i - 1)}>
            {t('tour.back')}
          </Button>
          {isLast ? (
            <Button onClick={goToRegister}>{t('tour.finish')}</Button>
          ) : (
            <Button onClick={() => setIndex((i) => i + 1)}>{t('tour.next')}</Button>
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
