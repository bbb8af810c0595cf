import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BusinessIdParams } from '#shared/contracts/common';
import {
  CreateTerminalInput,
  EnrolTerminalInput,
  RegisterTerminalInput,
  ResolveSaleExceptionInput,
  SaleException,
  SaleExceptionList,
  SaleExceptionParams,
  SaleExceptionQuery,
  Terminal,
  TerminalList,
  TerminalParams,
  TerminalRegistration,
  TERMINAL_ROUTES,
} from '#shared/contracts/terminals';
import { getTenant } from '#server/plugins/access';
import { enrolTerminal } from './enrol.service';
import * as service from './terminals.service';

/**
 * Terminals and sale exceptions (decision 0016), in the POS module. The business's
 * admins and its owner — who also approve at the till as managers — name, register and retire
 * terminals and resolve exceptions; a cashier does none of it (403). The one exception is
 * enrolling: anyone who sells at the till may make their own browser a new terminal while the shop
 * makes tills by itself (enrol.service.ts says why that is safe).
 */
export const terminalsRoutes: FastifyPluginAsyncZod = async (app) => {
  const admin = { access: { kind: 'business' as const, permission: 'business:manage' as const, module: 'pos' as const } };

  app.get(
    TERMINAL_ROUTES.terminals,
    { config: admin, schema: { params: BusinessIdParams, response: { 200: TerminalList } } },
    async (req) => service.listTerminals(app.db, getTenant(req).businessId),
  );

  app.post(
    TERMINAL_ROUTES.terminals,
    { config: admin, schema: { params: BusinessIdParams, body: CreateTerminalInput, response: { 201: Terminal } } },
    async (req, reply) => reply.status(201).send(await service.createTerminal(app.db, getTenant(req), req.body)),
  );

  // Retiring answers the retired terminal (its code stays taken: its series is closed).
  app.delete(TERMINAL_ROUTES.terminal, { config: admin, schema: { params: TerminalParams, response: { 200: Terminal } } }, async (req) =>
    service.retireTerminal(app.db, getTenant(req), req.params.terminalId),
  );

  app.post(
    TERMINAL_ROUTES.register,
    { config: admin, schema: { params: TerminalParams, body: RegisterTerminalInput, response: { 200: TerminalRegistration } } },
    async (req) => service.registerTerminal(app.db, getTenant(req), req.params.terminalId, req.body.deviceId),
  );

  // 201: a new terminal; 200: this device already is one (the same answer again).
  app.post(
    TERMINAL_ROUTES.enrol,
    {
      config: { access: { kind: 'business', permission: 'sales:create', module: 'pos' } },
      schema: { params: BusinessIdParams, body: EnrolTerminalInput, response: { 200: TerminalRegistration, 201: TerminalRegistration } },
    },
    async (req, reply) => {
      const { registration, created } = await enrolTerminal(app.db, getTenant(req), req.body);
      return reply.status(created ? 201 : 200).send(registration);
    },
  );

  app.get(
    TERMINAL_ROUTES.saleExceptions,
    { config: admin, schema: { params: BusinessIdParams, querystring: SaleExceptionQuery, response: { 200: SaleExceptionList } } },
    async (req) => service.listSaleExceptions(app.db, getTenant(req).businessId, req.query.status),
  );

  app.post(
    TERMINAL_ROUTES.resolveSaleException,
    { config: admin, schema: { params: SaleExceptionParams, body: ResolveSaleExceptionInput, response: { 200: SaleException } } },
    async (req) => service.resolveSaleException(app.db, getTenant(req), req.params.exceptionId, req.body.note ?? null),
  );
};
