import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BusinessIdParams, IdParams } from '#shared/contracts/common';
import { AddonResponse, ApplicationResponse, BusinessSubscription } from '#shared/contracts/subscriptions';
import { getTenant } from '#server/plugins/access';
import { AppError } from '#server/lib/app-error';
import { proofHeaders, readApplicationMultipart } from './payment-proof';
import { applyForSubscription, getBusinessSubscription, openPaymentProof, requestAddon } from './subscriptions.service';
import { SUBSCRIPTION_ROUTES } from '#shared/contracts/subscription-paths';

export const subscriptionsRoutes: FastifyPluginAsyncZod = async (app) => {
  // Only for slips uploaded before they moved into the database and not moved yet (proof-store.ts).
  const uploadsDir = () => app.appOptions.uploadsDir;

  // Multipart: businessName, ownerName, email, phone, address, registrationNumber,
  // selectedModules (JSON list of module ids), paymentProof (file). Amounts sent by the client are ignored.
  app.post(
    SUBSCRIPTION_ROUTES.apply,
    { config: { access: { kind: 'user' } }, schema: { response: { 201: ApplicationResponse } } },
    async (req, reply) => {
      if (!req.auth) throw new AppError('UNAUTHORIZED');
      // Cashiers never apply; refuse before reading the upload.
      if (req.auth.user.role === 'cashier') throw new AppError('FORBIDDEN_action');
      const upload = await readApplicationMultipart(req);
      const result = await applyForSubscription(app.db, req.auth, upload);
      return reply.status(201).send(result);
    },
  );

  app.post(
    SUBSCRIPTION_ROUTES.addon,
    { config: { access: { kind: 'business', permission: 'business:manage' } }, schema: { response: { 201: AddonResponse } } },
    async (req, reply) => {
      const { businessId, userId } = getTenant(req);
      const upload = await readApplicationMultipart(req);
      return reply.status(201).send(await requestAddon(app.db, businessId, userId, upload));
    },
  );

  app.get(
    SUBSCRIPTION_ROUTES.ofBusiness,
    {
      config: { access: { kind: 'business', permission: 'business:manage', allowInactive: true } },
      schema: { params: BusinessIdParams, response: { 200: BusinessSubscription } },
    },
    async (req) => getBusinessSubscription(app.db, getTenant(req).businessId),
  );

  // The slip is untrusted input: a download, or with ?inline=1 shown in the app's viewer under its own policy (payment-proof.ts).
  app.get(
    SUBSCRIPTION_ROUTES.paymentProof,
    {
      config: { access: { kind: 'user' } },
      schema: { params: IdParams, querystring: z.object({ inline: z.enum(['0', '1']).optional() }), response: { 200: z.any() } },
    },
    async (req, reply) => {
      if (!req.auth) throw new AppError('UNAUTHORIZED');
      const file = await openPaymentProof(app.db, req.auth, req.params.id, uploadsDir());
      return reply.headers(proofHeaders(file, req.query.inline === '1')).send(file.content);
    },
  );
};
