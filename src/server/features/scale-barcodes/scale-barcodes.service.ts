import { ScaleBarcodeRules, type ScaleBarcodeRule, type ScaleBarcodeSettings } from '#shared/contracts/scale-barcodes';
import { DEFAULT_SCALE_BARCODE_RULES } from '#shared/domain/scale-barcode';
import type { Database, Executor } from '#server/db/client';
import { writeAudit } from '#server/kernel/audit';
import * as repo from './scale-barcodes.repo';

type Actor = { businessId: number; userId: string };

/**
 * The stored rules as the API answers them. A stored list that no longer passes the contract (a
 * hand-edited row) answers the defaults rather than a rule the till could misread.
 */
function toResponse(stored: unknown): ScaleBarcodeSettings {
  const parsed = stored == null ? null : ScaleBarcodeRules.safeParse(stored);
  if (!parsed?.success) return { rules: DEFAULT_SCALE_BARCODE_RULES.map((r) => ({ ...r })), isDefault: true };
  return { rules: parsed.data, isDefault: false };
}

export async function getScaleBarcodes(db: Executor, businessId: number): Promise<ScaleBarcodeSettings> {
  return toResponse(await repo.findRules(db, businessId));
}

/** Saves the shop's rules (validated by the contract), or null to go back to the defaults; audited. */
export async function saveScaleBarcodes(db: Database, actor: Actor, rules: ScaleBarcodeRule[] | null): Promise<ScaleBarcodeSettings> {
  return db.transaction(async (tx) => {
    const before = await repo.lockRules(tx, actor.businessId);
    await repo.setRules(tx, actor.businessId, rules);
    await writeAudit(tx, {
      businessId: actor.businessId,
      userId: actor.userId,
      action: rules == null ? 'scale_barcodes.reset' : 'scale_barcodes.save',
      entityType: 'business_settings',
      entityId: actor.businessId,
      before: toResponse(before),
      after: toResponse(rules),
    });
    return toResponse(rules);
  });
}
