import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BusinessIdParams, IdParam, IdParams } from '../../../shared/contracts/common';
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
} from '../../../shared/contracts/customers';
import type { RouteAccess } from '../../plugins/access';
import { getTenant } from '../../plugins/access';
import { CampaignSender, campaignRecipientsCsv, createCampaign, getCampaignDetail, listCampaigns, sendCampaign } from './campaigns.service';
import * as service from './customers.service';
import * as loyalty from './loyalty.service';

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
    '/api/businesses/:businessId/customers',
    { config: { access: LOOKUP }, schema: { params: BusinessIdParams, response: { 200: z.array(Customer) } } },
    async (req) => service.listCustomers(db, getTenant(req).businessId),
  );

  app.post(
    '/api/businesses/:businessId/customers',
    { config: { access: LOOKUP }, schema: { params: BusinessIdParams, body: CustomerCreateInput, response: { 201: Customer } } },
    async (req, reply) => reply.status(201).send(await service.createCustomer(db, ctx(req), req.body)),
  );

  app.get('/api/customers/:id', { config: { access: LOOKUP }, schema: { params: IdParams, response: { 200: Customer } } }, async (req) =>
    service.getCustomerById(db, getTenant(req).businessId, req.params.id),
  );

  app.put(
    '/api/customers/:id',
    { config: { access: MANAGE }, schema: { params: IdParams, body: CustomerUpdateInput, response: { 200: Customer } } },
    async (req) => service.updateCustomerProfile(db, ctx(req), req.params.id, req.body),
  );

  // The spec's POS sent totalSpent here after a sale; totals are now the server's, so only profile fields count.
  app.patch(
    '/api/businesses/:businessId/customers/:customerId',
    { config: { access: MANAGE }, schema: { params: BusinessCustomerParams, body: CustomerUpdateInput, response: { 200: Customer } } },
    async (req) => service.updateCustomerProfile(db, ctx(req), req.params.customerId, req.body),
  );

  app.delete(
    '/api/customers/:id',
    { config: { access: MANAGE }, schema: { params: IdParams, response: { 200: z.object({ success: z.literal(true) }) } } },
    async (req) => {
      await service.removeCustomer(db, ctx(req), req.params.id);
      return { success: true as const };
    },
  );

  app.post(
    '/api/businesses/:businessId/customers/:customerId/loyalty-points',
    {
      config: { access: MANAGE },
      schema: { params: BusinessCustomerParams, body: LoyaltyAdjustmentInput, response: { 201: LoyaltyAdjustmentResponse } },
    },
    async (req, reply) => reply.status(201).send(await loyalty.adjustLoyaltyPoints(db, ctx(req), req.params.customerId, req.body)),
  );

  app.get(
    '/api/customers/:id/loyalty-points',
    { config: { access: MANAGE }, schema: { params: IdParams, response: { 200: z.array(LoyaltyEntry) } } },
    async (req) => loyalty.listLoyaltyHistory(db, getTenant(req).businessId, req.params.id),
  );

  app.get(
    '/api/customers/:id/sales',
    { config: { access: MANAGE }, schema: { params: IdParams, response: { 200: z.array(CustomerSale) } } },
    async (req) => service.listCustomerSales(db, getTenant(req).businessId, req.params.id),
  );

  app.get(
    '/api/customers/:id/interactions',
    { config: { access: MANAGE }, schema: { params: IdParams, response: { 200: z.array(Interaction) } } },
    async (req) => service.listInteractions(db, getTenant(req).businessId, req.params.id),
  );

  app.post(
    '/api/customers/:id/interactions',
    { config: { access: MANAGE }, schema: { params: IdParams, body: InteractionInput, response: { 201: Interaction } } },
    async (req, reply) => reply.status(201).send(await service.addInteraction(db, ctx(req), req.params.id, req.body)),
  );

  app.get(
    '/api/businesses/:businessId/loyalty-program',
    { config: { access: LOOKUP }, schema: { params: BusinessIdParams, response: { 200: LoyaltyProgram } } },
    async (req) => loyalty.getLoyaltyProgram(db, getTenant(req).businessId),
  );

  app.put(
    '/api/businesses/:businessId/loyalty-program',
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
    '/api/businesses/:businessId/campaigns/settings',
    { config: { access: MANAGE }, schema: { params: BusinessIdParams, response: { 200: CampaignSettings } } },
    async () => ({ emailConfigured: sender.configured }),
  );

  app.get(
    '/api/businesses/:businessId/campaigns',
    { config: { access: MANAGE }, schema: { params: BusinessIdParams, response: { 200: z.array(Campaign) } } },
    async (req) => listCampaigns(db, getTenant(req).businessId),
  );

  app.post(
    '/api/businesses/:businessId/campaigns',
    { config: { access: MANAGE }, schema: { params: BusinessIdParams, body: CampaignInput, response: { 201: CampaignDetail } } },
    async (req, reply) => reply.status(201).send(await createCampaign(db, campaignCtx(req), req.body, sender)),
  );

  app.post(
    '/api/campaigns/:id/send',
    { config: { access: MANAGE }, schema: { params: IdParams, response: { 202: CampaignDetail } } },
    async (req, reply) => reply.status(202).send(await sendCampaign(db, campaignCtx(req), req.params.id, sender)),
  );

  app.get(
    '/api/campaigns/:id',
    { config: { access: MANAGE }, schema: { params: IdParams, response: { 200: CampaignDetail } } },
    async (req) => getCampaignDetail(db, getTenant(req).businessId, req.params.id),
  );

  app.get('/api/campaigns/:id/recipients.csv', { config: { access: MANAGE }, schema: { params: IdParams } }, async (req, reply) => {
    const { filename, body } = await campaignRecipientsCsv(db, getTenant(req).businessId, req.params.id);
    return reply
      .header('Content-Type', 'text/csv; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="${filename}"`)
      .header('Cache-Control', 'no-store')
      .send(body);
  });
};
