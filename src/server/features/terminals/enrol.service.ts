/**
 * A browser makes itself a till (docs/decisions/0016-offline-till.md §1, "Terminals by default"):
 * the first time it opens the till it becomes a terminal with the next free code (T1, T2, …), so
 * the first power cut finds a till that can sell offline.
 *
 * Who may: the shop's setting `autoRegisterTerminals` (on by default) lets anyone who sells at the
 * till — a cashier too — enrol the browser they sell on. That is safe because enrolling only ever
 * creates a new terminal bound to the caller's own device id, or answers the one already bound to
 * it: it never moves, renames or retires a terminal, and no one learns another device's id. With
 * the setting off, only the owner or an admin enrols, and only when they confirmed it at the till
 * (`confirmed: true`), so a till that still believes the setting is on cannot do it by itself.
 * At most AUTO_TERMINAL_LIMIT active terminals are made this way.
 */
import { AUTO_TERMINAL_LIMIT, nextTerminalCode, type EnrolTerminalInput, type TerminalRegistration } from '#shared/contracts/terminals';
import { hasPermission } from '#shared/permissions';
import type { Executor } from '#server/db/client';
import { AppError, isUniqueViolation } from '#server/lib/app-error';
import { writeAudit } from '#server/kernel/audit';
import type { Tenant } from '#server/plugins/access';
import { getBusinessSettings, type BusinessSettingsRow } from '#server/kernel/business-settings';
import * as repo from './terminals.repo';
import type { TerminalRow } from './terminals.repo';
import { toTerminal } from './terminals.service';

/** A code taken by hand at the same moment (that path takes no lock): pick again, this many times. */
const CODE_ATTEMPTS = 3;

const registrationOf = (row: TerminalRow, settings: BusinessSettingsRow): TerminalRegistration => ({
  ...toTerminal(row),
  deviceId: row.deviceId ?? '',
  invoicePrefix: settings.invoicePrefix,
  offlineLimitHours: settings.offlineLimitHours,
});

/** The owner's or an admin's membership, not a cashier's (the same rule as the routes' business:manage). */
export const canManageTerminals = (tenant: Pick<Tenant, 'user' | 'business'>) =>
  hasPermission(tenant.user.role, 'business:manage', true) && tenant.business.membershipRole !== 'cashier';

/**
 * Makes the caller's browser a terminal, or answers the one it already is (idempotent per device:
 * two tabs, or a retry after a lost answer, get the same terminal). `created` says which.
 */
export async function enrolTerminal(
  db: Executor,
  tenant: Pick<Tenant, 'businessId' | 'userId' | 'user' | 'business'>,
  input: EnrolTerminalInput,
): Promise<{ registration: TerminalRegistration; created: boolean }> {
  const { businessId, userId } = tenant;
  const settings = await getBusinessSettings(db, businessId);
  if (!settings.autoRegisterTerminals) {
    if (!canManageTerminals(tenant)) throw new AppError('TERMINAL_ENROL_OWNER_ONLY');
    if (!input.confirmed) throw new AppError('TERMINAL_ENROL_NEEDS_CONFIRMATION');
  }
  await repo.lockTerminalCodes(db, businessId);
  const mine = await repo.findActiveByDevice(db, businessId, input.deviceId);
  if (mine) return { registration: registrationOf(mine, settings), created: false };

  let terminals = await repo.listTerminals(db, businessId);
  if (terminals.filter((t) => t.isActive).length >= AUTO_TERMINAL_LIMIT)
    throw new AppError('TERMINAL_LIMIT_REACHED', { params: { limit: String(AUTO_TERMINAL_LIMIT) } });
  const now = new Date();
  for (let attempt = 1; ; attempt++) {
    const code = nextTerminalCode(terminals.map((t) => t.code));
    try {
      // A savepoint: a code taken meanwhile must not abort the request's transaction.
      const row = await db.transaction((tx) =>
        repo.insertTerminal(tx, {
          businessId,
          code,
          name: input.name ?? `Till ${code}`,
          deviceId: input.deviceId,
          registeredAt: now,
          registeredBy: userId,
          lastSeenAt: now,
        }),
      );
      const registration = registrationOf(row, settings);
      await writeAudit(db, {
        businessId,
        userId,
        action: 'terminal.enrol',
        entityType: 'terminal',
        entityId: row.id,
        after: { ...toTerminal(row), deviceId: input.deviceId, confirmed: input.confirmed === true },
      });
      return { registration, created: true };
    } catch (err) {
      if (!isUniqueViolation(err, 'terminals_business_code_key')) throw err;
      if (attempt >= CODE_ATTEMPTS) throw new AppError('TERMINAL_CODE_TAKEN');
      terminals = await repo.listTerminals(db, businessId);
    }
  }
}
