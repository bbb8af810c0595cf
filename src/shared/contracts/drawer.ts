/**
 * The cash drawer opened without a sale: "Open drawer" at the till with a reason,
 * recorded (and audited) for the owner and counted in the shift's X/Z report as no-sale opens.
 */
import { z } from 'zod';
import { IdParam } from './common';
import { DRAWER_REASON_MAX } from './drawer-paths';
import { says } from '../messages/zod-refs';

export * from './drawer-paths';

export const DrawerOpenInput = z.object({
  reason: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() : v),
    z
      .string(says('FIELD_REQUIRED', { label: 'Reason' }))
      .min(1, says('FIELD_REQUIRED', { label: 'Reason' }))
      .max(DRAWER_REASON_MAX, says('REASON_TOO_LONG', { max: '200' })),
  ),
  /** The till's terminal (this browser's, when registered). */
  terminalId: IdParam.optional(),
});
export type DrawerOpenInput = z.output<typeof DrawerOpenInput>;

export const DrawerOpen = z.object({
  id: z.number(),
  reason: z.string(),
  openedAt: z.string(),
  userId: z.string().nullable(),
  userName: z.string().nullable(),
  shiftId: z.number().nullable(),
  terminalId: z.number().nullable(),
  terminalCode: z.string().nullable(),
});
export type DrawerOpen = z.infer<typeof DrawerOpen>;

const dateOnly = z.iso.date(says('DATE_LIKE', { example: '2026-11-24' })).optional();

/** Shop days (the shop's time zone), both inclusive; omitted: the latest opens. */
export const DrawerOpensQuery = z.object({ from: dateOnly, to: dateOnly });
export type DrawerOpensQuery = z.infer<typeof DrawerOpensQuery>;

export const DrawerOpenList = z.object({ opens: z.array(DrawerOpen) });
export type DrawerOpenList = z.infer<typeof DrawerOpenList>;
