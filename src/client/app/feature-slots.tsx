/**
 * The app fills each feature slot (src/client/lib/feature-slots.tsx) with the feature that owns the
 * component, loaded when first shown. Typed as the whole `FeatureSlots`, so a slot left unfilled
 * does not compile.
 */
import { lazy } from 'react';
import type { FeatureSlots } from '#client/lib/feature-slots';

export const featureSlots: FeatureSlots = {
  StatementDialog: lazy(() => import('#client/features/statements/components/statement-dialog')),
  RemindersButton: lazy(() =>
    import('#client/features/reminders/components/reminders-dialog').then((m) => ({ default: m.RemindersButton })),
  ),
  ScannerDialog: lazy(() => import('#client/features/pos/components/scanner-dialog').then((m) => ({ default: m.ScannerDialog }))),
};
