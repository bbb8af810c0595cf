import type { LankaQrSettings } from '#shared/contracts/lankaqr';
import { parseLankaQr } from '#shared/domain/lankaqr';
import type { Database } from '#server/db/client';
import { writeAudit } from '#server/kernel/audit';
import { AppError } from '#server/lib/app-error';
import * as repo from './lankaqr.repo';

type Actor = { businessId: number; userId: string };

/** The answer for a stored payload: its merchant read again (a payload saved is always valid). */
function toResponse(payload: string | null | undefined): LankaQrSettings {
  const parsed = payload ? parseLankaQr(payload) : null;
  if (!payload || !parsed?.ok) return { payload: null, merchantName: null, merchantCity: null };
  return { payload, merchantName: parsed.merchantName, merchantCity: parsed.merchantCity };
}

export async function getLankaQr(db: Database, businessId: number): Promise<LankaQrSettings> {
  return toResponse(await repo.findPayload(db, businessId));
}

async function store(db: Database, actor: Actor, payload: string | null, action: string): Promise<LankaQrSettings> {
  return db.transaction(async (tx) => {
    const before = await repo.lockPayload(tx, actor.businessId);
    await repo.setPayload(tx, actor.businessId, payload);
    await writeAudit(tx, {
      businessId: actor.businessId,
      userId: actor.userId,
      action,
      entityType: 'business_settings',
      entityId: actor.businessId,
      before: toResponse(before),
      after: toResponse(payload),
    });
    return toResponse(payload);
  });
}

/** Saves the shop's static payload once it reads as a LankaQR; each refusal keeps its own code (422). */
export async function saveLankaQr(db: Database, actor: Actor, payload: string): Promise<LankaQrSettings> {
  const parsed = parseLankaQr(payload);
  if (!parsed.ok) throw new AppError(parsed.code);
  return store(db, actor, payload.trim(), 'lankaqr.save');
}

export const removeLankaQr = (db: Database, actor: Actor) => store(db, actor, null, 'lankaqr.remove');
