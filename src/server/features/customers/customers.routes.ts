import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BusinessIdParams, IdParam, IdParams } from '#shared/contracts/common';
import {
  Campaign,
  CampaignDetail,
  CampaignInput,
  CampaignSettings,
  Customer,
  CustomerCreateInput,
  CustomerSale,
  CustomerUpdateInput,
  Interaction,
  InteractionInput,
  LoyaltyAdjustmentInput,
  LoyaltyAdjustmentResponse,
  LoyaltyEntry,
  LoyaltyProgram,
  LoyaltyProgramInput,
} from '#shared/contracts/customers';

import { AppError } from '#server/lib/app-error';
import type { RouteAccess } from '#server/plugins/access';
import { getTenant } from '#server/plugins/access';
import { idempotent } from '#server/lib/idempotency';
import { CampaignSender, campaignRecipientsCsv, createCampaign, getCampaignDetail, listCampaigns, sendCampaign } from './campaigns.service';
import * as service from './customers.service';
import * as loyalty from './loyalty.service';
import { CUSTOMER_ROUTES } from '#shared/contracts/customer-paths';

/** Cashiers look up and add customers at the till; everything else is the admin's. */
const LOOKUP: RouteAccess = { kind: 'business', permission: 'customers:lookup', module: 'crm' };
const MANAGE: RouteAccess = { kind: 'business', permission: 'business:manage', module: 'crm' };
const BusinessCustomerParams = z.object({ businessId: IdParam, customerId: IdParam });

export const customersRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db;
  const ctx = (req: Parameters<typeof getTenant>[0]) => {
    const t = getTenant(req);
    return { businessId: t.businessId, userId: t.userId };
  };

  app.get(
    CUSTOMER_ROUTES.list,
    { config: { access: LOOKUP }, schema: { params: BusinessIdParams, response: { 200: z.array(Customer) } } },
    async (req) => service.listCustomers(db, getTenant(req).businessId),
  );

  app.post(
    CUSTOMER_ROUTES.list,
    { config: { access: LOOKUP }, schema: { params: BusinessIdParams, body: CustomerCreateInput, response: { 201: Customer } } },
    async (req, reply) => {
      // Cashiers add customers at the till, but a credit limit is the admin's.
      const t = getTenant(req);
      if (req.body.creditLimit != null && (t.user.role === 'cashier' || t.business.membershipRole === 'cashier'))
        throw new AppError('CREDIT_LIMIT_ADMIN_ONLY');
      return reply.status(201).send(await service.createCustomer(db, ctx(req), req.body));
    },
  );

  app.get(CUSTOMER_ROUTES.one, { config: { access: LOOKUP }, schema: { params: IdParams, response: { 200: Customer } } }, async (req) =>
    service.getCustomerById(db, getTenant(req).businessId, req.params.id),
  );

  app.put(
    CUSTOMER_ROUTES.one,
    { config: { access: MANAGE }, schema: { params: IdParams, body: CustomerUpdateInput, response: { 200: Customer } } },
    async (req) => service.updateCustomerProfile(db, ctx(req), req.params.id, req.body),
  );

  // The original POS sent totalSpent here after a sale; totals are now the server's, so only profile fields count.
  app.patch(
    CUSTOMER_ROUTES.patch,
    { config: { access: MANAGE }, schema: { params: BusinessCustomerParams, body: CustomerUpdateInput, response: { 200: Customer } } },
    async (req) => service.updateCustomerProfile(db, ctx(req), req.params.customerId, req.body),
  );

  app.delete(
    CUSTOMER_ROUTES.one,
    { config: { access: MANAGE }, schema: { params: IdParams, response: { 200: z.object({ success: z.literal(true) }) } } },
    async (req) => {
      await service.removeCustomer(db, ctx(req), req.params.id);
      return { success: true as const };
    },
  );

  app.post(
    CUSTOMER_ROUTES.loyaltyPoints,
    {
      config: { access: MANAGE },
      schema: { params: BusinessCustomerParams, body: LoyaltyAdjustmentInput, response: { 201: LoyaltyAdjustmentResponse } },
    },
    // Points are worth money at the till: an Idempotency-Key makes a retried adjustment count once.
    async (req, reply) =>
      idempotent(db, req, reply, { operation: 'loyalty.adjust', status: 201 }, () =>
        loyalty.adjustLoyaltyPoints(db, ctx(req), req.params.customerId, req.body),
      ),
  );

  app.get(
    CUSTOMER_ROUTES.loyaltyHistory,
    { config: { access: MANAGE }, schema: { params: IdParams, response: { 200: z.array(LoyaltyEntry) } } },
    async (req) => loyalty.listLoyaltyHistory(db, getTenant(req).businessId, req.params.id),
  );

  app.get(
    CUSTOMER_ROUTES.sales,
    { config: { access: MANAGE }, schema: { params: IdParams, response: { 200: z.array(CustomerSale) } } },
    async (req) => service.listCustomerSales(db, getTenant(req).businessId, req.params.id),
  );

  app.get(
    CUSTOMER_ROUTES.interactions,
    { config: { access: MANAGE }, schema: { params: IdParams, response: { 200: z.array(Interaction) } } },
    async (req) => service.listInteractions(db, getTenant(req).businessId, req.params.id),
  );

  app.post(
    CUSTOMER_ROUTES.interactions,
    { config: { access: MANAGE }, schema: { params: IdParams, body: InteractionInput, response: { 201: Interaction } } },
    async (req, reply) => reply.status(201).send(await service.addInteraction(db, ctx(req), req.params.id, req.body)),
  );

  app.get(
    CUSTOMER_ROUTES.loyaltyProgram,
    { config: { access: LOOKUP }, schema: { params: BusinessIdParams, response: { 200: LoyaltyProgram } } },
    async (req) => loyalty.getLoyaltyProgram(db, getTenant(req).businessId),
  );

  app.put(
    CUSTOMER_ROUTES.loyaltyProgram,
    { config: { access: MANAGE }, schema: { params: BusinessIdParams, body: LoyaltyProgramInput, response: { 200: LoyaltyProgram } } },
    async (req) => loyalty.saveLoyaltyProgram(db, ctx(req), req.body),
  );

  // E-mail campaigns go out in the background after the commit; closing the app waits for running sends.
  const sender = new CampaignSender(db, app.appOptions.mail ?? null, app.log);
  app.addHook('onClose', async () => sender.idle());
  const campaignCtx = (req: Parameters<typeof getTenant>[0]) => {
    const t = getTenant(req);
    return { businessId: t.businessId, userId: t.userId, businessName: t.business.name };
  };

  app.get(
    CUSTOMER_ROUTES.campaignSettings,
    { config: { access: MANAGE }, schema: { params: BusinessIdParams, response: { 200: CampaignSettings } } },
    async () => ({ emailConfigured: sender.configured }),
  );

  app.get(
    CUSTOMER_ROUTES.campaigns,
    { config: { access: MANAGE }, schema: { params: BusinessIdParams, response: { 200: z.array(Campaign) } } },
    async (req) => listCampaigns(db, getTenant(req).businessId),
  );

  app.post(
    CUSTOMER_ROUTES.campaigns,
    { config: { access: MANAGE }, schema: { params: BusinessIdParams, body: CampaignInput, response: { 201: CampaignDetail } } },
    async (req, reply) => reply.status(201).send(await createCampaign(db, campaignCtx(req), req.body, sender)),
  );

  app.post(
    CUSTOMER_ROUTES.campaignSend,
    { config: { access: MANAGE }, schema: { params: IdParams, response: { 202: CampaignDetail } } },
    async (req, reply) => reply.status(202).send(await sendCampaign(db, campaignCtx(req), req.params.id, sender)),
  );

  app.get(
    CUSTOMER_ROUTES.campaign,
    { config: { access: MANAGE }, schema: { params: IdParams, response: { 200: CampaignDetail } } },
    async (req) => getCampaignDetail(db, getTenant(req).businessId, req.params.id),
  );

  app.get(CUSTOMER_ROUTES.campaignCsv, { config: { access: MANAGE }, schema: { params: IdParams } }, async (req, reply) => {
    const { filename, body } = await campaignRecipientsCsv(db, getTenant(req).businessId, req.params.id);
    return reply
      .header('Content-Type', 'text/csv; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="${filename}"`)
      .header('Cache-Control', 'no-store')
      .send(body);
  });
};
