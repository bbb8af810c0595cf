import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BusinessIdParams } from '#shared/contracts/common';
import {
  REMINDER_ROUTES,
  ReminderList,
  ReminderListQuery,
  ReminderParams,
  ReminderRunResult,
  ReminderSettingsInput,
  ReminderSettingsView,
} from '#shared/contracts/reminders';
import { getTenant } from '#server/plugins/access';
import * as service from './reminders.service';

/**
 * Payment reminders: the shop's settings, the day's list, "Run now" and "sent"
 * for a WhatsApp reminder — admins of a shop with the Debtors module. The daily job
 * (reminders.job.ts) runs the same service on the leader node.
 */
export const remindersRoutes: FastifyPluginAsyncZod = async (app) => {
  const access = { kind: 'business' as const, permission: 'business:manage' as const, module: 'debtors' as const };
  const deps = () => ({ mail: app.appOptions.mail ?? null });

  app.get(
    REMINDER_ROUTES.settings,
    { config: { access }, schema: { params: BusinessIdParams, response: { 200: ReminderSettingsView } } },
    async (req) => service.getReminderSettings(app.db, getTenant(req).businessId, deps()),
  );

  app.put(
    REMINDER_ROUTES.settings,
    { config: { access }, schema: { params: BusinessIdParams, body: ReminderSettingsInput, response: { 200: ReminderSettingsView } } },
    async (req) => {
      const t = getTenant(req);
      return service.saveReminderSettings(app.db, { businessId: t.businessId, userId: t.userId }, req.body, deps());
    },
  );

  app.get(
    REMINDER_ROUTES.list,
    { config: { access }, schema: { params: BusinessIdParams, querystring: ReminderListQuery, response: { 200: ReminderList } } },
    async (req) => service.listReminders(app.db, getTenant(req).businessId, req.query.date, new Date()),
  );

  app.post(
    REMINDER_ROUTES.run,
    { config: { access }, schema: { params: BusinessIdParams, response: { 200: ReminderRunResult } } },
    async (req) => service.runReminders(app.db, getTenant(req).businessId, new Date(), deps()),
  );

  app.post(
    REMINDER_ROUTES.sent,
    { config: { access }, schema: { params: ReminderParams, response: { 200: ReminderList } } },
    async (req) => {
      const t = getTenant(req);
      return service.markReminderSent(app.db, { businessId: t.businessId, userId: t.userId }, req.params.id, new Date());
    },
  );
};
