import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { BusinessIdParams } from '#shared/contracts/common';
import {
  DebtorShareParams,
  Message,
  MESSAGING_ROUTES,
  MessagesQuery,
  MessagingChannels,
  PUBLIC_SHARE_WILDCARD,
  ReceiptShareInput,
  SaleShareParams,
  SendResult,
  SendShareInput,
  ShareLinkCreated,
  ShareLinkParams,
  ShareLinkSummary,
  SmsGatewayInput,
  SmsGatewayView,
  SmsTestInput,
  StatementShareInput,
  SupplierShareParams,
} from '#shared/contracts/messaging';
import { hasPermission } from '#shared/permissions';
import { whatsappUrl } from '#shared/domain/whatsapp';
import { AppError } from '#server/lib/app-error';
import { getTenant, type Tenant } from '#server/plugins/access';
import { testSmsText } from './message-texts';
import { listMessages } from './messages.repo';
import { PAGE_CSP, NOT_FOUND_PAGE } from './public-page';
import { sendMessage } from './send-message';
import {
  createReceiptLink,
  createStatementLink,
  getLink,
  linkMessage,
  listLinks,
  partyOf,
  readSharedPage,
  revokeLink,
  shopHeader,
} from './share-links';
import { clearSmsGateway, loadSmsGateway, saveSmsGateway, toGatewayView } from './sms-gateway';
import { resolveStatementRange } from '#server/features/statements';
import { loadStatement } from './statement-source';

const admin = { kind: 'business', permission: 'business:manage' } as const;
const till = { kind: 'business', permission: 'pos:read' } as const;

/** Requests for one page per IP per minute: a customer opens their link a few times, a guesser is stopped. */
export const PUBLIC_PAGE_LIMIT = { max: 30, timeWindow: '1 minute' } as const;

/** The origin the share URL starts with: the one the user reached Kade at (behind TRUST_PROXY, the proxy's). */
const originOf = (req: FastifyRequest) => `${req.protocol}://${req.host}`;

const canManage = (tenant: Tenant) =>
  tenant.business.membershipRole !== 'cashier' && hasPermission(tenant.user.role, 'business:manage', true);

/** The headers of the public page, on every answer it gives (the page, the 404, a 429). */
function publicHeaders(reply: FastifyReply) {
  reply.header('Cache-Control', 'private, no-store');
  reply.header('X-Robots-Tag', 'noindex, nofollow');
  reply.header('Referrer-Policy', 'no-referrer');
  reply.header('Content-Security-Policy', PAGE_CSP);
}

export const messagingRoutes: FastifyPluginAsyncZod = async (app) => {
  const mail = () => app.appOptions.mail ?? null;

  // --- Share links ---------------------------------------------------------------------------
  app.post(
    MESSAGING_ROUTES.saleShareLink,
    {
      config: { access: { ...till, module: 'pos' } },
      schema: { params: SaleShareParams, body: ReceiptShareInput, response: { 201: ShareLinkCreated } },
    },
    async (req, reply) => {
      const tenant = getTenant(req);
      const link = await createReceiptLink(app.db, tenant, req.params.saleId, req.body, originOf(req));
      return reply.status(201).send(link);
    },
  );

  const statementLink = (kind: 'debtor' | 'supplier') => async (req: FastifyRequest, reply: FastifyReply) => {
    const tenant = getTenant(req);
    const params = req.params as { debtorId?: number; supplierId?: number };
    const id = (kind === 'debtor' ? params.debtorId : params.supplierId) ?? 0;
    const body = req.body as z.output<typeof StatementShareInput>;
    await partyOf(app.db, tenant.businessId, kind, id); // 404 first: another business's party
    // Real calendar days, from ≤ to (400 otherwise); default the month to date on the shop's calendar.
    const range = await resolveStatementRange(app.db, tenant.businessId, body);
    const statement = await loadStatement(app.db, tenant.businessId, { kind, id }, range);
    const link = await createStatementLink(
      app.db,
      tenant,
      { kind, id },
      { locale: body.locale, ...range, closingBalance: statement.closingBalance },
      originOf(req),
    );
    return reply.status(201).send(link);
  };

  app.post(
    MESSAGING_ROUTES.debtorShareLink,
    {
      config: { access: { ...admin, module: 'debtors' } },
      schema: { params: DebtorShareParams, body: StatementShareInput, response: { 201: ShareLinkCreated } },
    },
    statementLink('debtor'),
  );

  app.post(
    MESSAGING_ROUTES.supplierShareLink,
    {
      config: { access: { ...admin, module: 'procurement' } },
      schema: { params: SupplierShareParams, body: StatementShareInput, response: { 201: ShareLinkCreated } },
    },
    statementLink('supplier'),
  );

  app.get(
    MESSAGING_ROUTES.shareLinks,
    { config: { access: admin }, schema: { params: BusinessIdParams, response: { 200: z.array(ShareLinkSummary) } } },
    async (req) => listLinks(app.db, getTenant(req).businessId),
  );

  app.delete(
    MESSAGING_ROUTES.shareLink,
    { config: { access: admin }, schema: { params: ShareLinkParams, response: { 200: z.object({ success: z.literal(true) }) } } },
    async (req) => {
      await revokeLink(app.db, getTenant(req).businessId, req.params.linkId);
      return { success: true as const };
    },
  );

  // Send (SMS, e-mail) or prepare (WhatsApp) a link's message. The token proves the caller made the link
  // (it is shown once, to them); a cashier sends receipts only.
  app.post(
    MESSAGING_ROUTES.sendShareLink,
    {
      config: { access: till },
      schema: {
        params: ShareLinkParams,
        body: SendShareInput.extend({ token: z.string().min(1).max(128) }),
        response: { 201: SendResult },
      },
    },
    async (req, reply) => {
      const tenant = getTenant(req);
      const link = await getLink(app.db, tenant.businessId, req.params.linkId);
      if (link.kind === 'statement' && !canManage(tenant)) throw new AppError('FORBIDDEN_action');
      const m = await linkMessage(app.db, tenant.businessId, link, req.body.token, originOf(req));
      const message = await sendMessage(
        app.db,
        {
          businessId: tenant.businessId,
          channel: req.body.channel,
          to: req.body.to,
          subject: m.subject,
          body: m.text,
          purpose: m.purpose,
          recipient: m.recipient,
          shareLinkId: link.id,
          userId: tenant.userId,
        },
        { mail: mail() },
      );
      return reply
        .status(201)
        .send({ message, whatsappUrl: message.channel === 'whatsapp' ? whatsappUrl(message.to || null, message.body) : null });
    },
  );

  // --- The log and the channels ------------------------------------------------------------
  app.get(
    MESSAGING_ROUTES.messages,
    { config: { access: admin }, schema: { params: BusinessIdParams, querystring: MessagesQuery, response: { 200: z.array(Message) } } },
    async (req) => listMessages(app.db, getTenant(req).businessId, req.query),
  );

  app.get(
    MESSAGING_ROUTES.channels,
    { config: { access: till }, schema: { params: BusinessIdParams, response: { 200: MessagingChannels } } },
    async (req) => ({ sms: (await loadSmsGateway(app.db, getTenant(req).businessId)) !== null, email: mail() !== null }),
  );

  // --- The SMS gateway ------------------------------------------------------------------------
  app.get(
    MESSAGING_ROUTES.smsGateway,
    { config: { access: admin }, schema: { params: BusinessIdParams, response: { 200: SmsGatewayView } } },
    async (req) => toGatewayView(await loadSmsGateway(app.db, getTenant(req).businessId)),
  );

  app.put(
    MESSAGING_ROUTES.smsGateway,
    { config: { access: admin }, schema: { params: BusinessIdParams, body: SmsGatewayInput, response: { 200: SmsGatewayView } } },
    async (req) => toGatewayView(await saveSmsGateway(app.db, getTenant(req).businessId, req.body)),
  );

  app.delete(
    MESSAGING_ROUTES.smsGateway,
    { config: { access: admin }, schema: { params: BusinessIdParams, response: { 200: SmsGatewayView } } },
    async (req) => {
      await clearSmsGateway(app.db, getTenant(req).businessId);
      return toGatewayView(null);
    },
  );

  app.post(
    MESSAGING_ROUTES.smsTest,
    { config: { access: admin }, schema: { params: BusinessIdParams, body: SmsTestInput, response: { 201: Message } } },
    async (req, reply) => {
      const tenant = getTenant(req);
      const shop = await shopHeader(app.db, tenant.businessId);
      const message = await sendMessage(app.db, {
        businessId: tenant.businessId,
        channel: 'sms',
        to: req.body.to,
        body: testSmsText(req.body.locale, shop.name),
        purpose: 'other',
        userId: tenant.userId,
      });
      return reply.status(201).send(message);
    },
  );

  // --- The public page: the ONLY page without a session ---------------------------------------
  app.get(
    PUBLIC_SHARE_WILDCARD,
    {
      config: { access: { kind: 'public' }, rateLimit: { ...PUBLIC_PAGE_LIMIT, keyGenerator: (req: FastifyRequest) => req.ip } },
      // A page for people, not an API operation: kept out of the OpenAPI document (as the SPA is).
      schema: { hide: true },
      onSend: (_req, reply, payload, done) => {
        publicHeaders(reply);
        done(null, payload);
      },
    },
    async (req, reply) => {
      // A wildcard, not ':token': a token of any length reaches this page (and its one 404), never the router's 414.
      const token = String((req.params as Record<string, unknown>)['*'] ?? '');
      const html = await readSharedPage(app.db, token);
      reply.type('text/html; charset=utf-8');
      if (html == null) return reply.status(404).send(NOT_FOUND_PAGE);
      return reply.status(200).send(html);
    },
  );
};
