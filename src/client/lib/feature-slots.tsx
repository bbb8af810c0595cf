/**
 * Places where one feature shows another's component: the debtor's and the supplier's ledgers open
 * the statements feature's dialog, the debtors list has the reminders feature's button, Settings
 * scans the shop's QR with the till's camera scanner. A feature never imports another (lint keeps
 * them apart); it asks for the component by its slot here, and the app, which composes the
 * features, fills every slot (src/client/app/feature-slots.tsx). The props are this contract.
 */
import { createContext, useContext, type ComponentType } from 'react';

export interface StatementDialogSlotProps {
  businessId: number;
  party: { kind: 'debtor' | 'supplier'; id: number };
  name: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export interface ScannerDialogSlotProps {
  open: boolean;
  onClose: () => void;
  onCode: (code: string) => void;
  /** BarcodeDetector format names (`qr_code` for a QR). */
  formats?: string[];
  title?: string;
}

export interface FeatureSlots {
  StatementDialog: ComponentType<StatementDialogSlotProps>;
  RemindersButton: ComponentType<{ businessId: number }>;
  ScannerDialog: ComponentType<ScannerDialogSlotProps>;
}

const FeatureSlotsContext = createContext<Partial<FeatureSlots>>({});

export const FeatureSlotsProvider = FeatureSlotsContext.Provider;

/** Renders nothing: a slot the tree above did not fill (a component test of one feature alone). */
const Empty = () => null;

/** The component the app put in this slot. */
export function useFeatureSlot<K extends keyof FeatureSlots>(slot: K): FeatureSlots[K] {
  return (useContext(FeatureSlotsContext)[slot] ?? Empty) as FeatureSlots[K];
}
