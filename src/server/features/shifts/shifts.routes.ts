import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BusinessIdParams } from '#shared/contracts/common';
import {
  CashMovement,
  CashMovementInput,
  CloseShiftInput,
  CurrentShift,
  OpenShiftInput,
  Shift,
  ShiftDetail,
  ShiftList,
  ShiftParams,
  ShiftReport,
  SHIFT_ROUTES,
} from '#shared/contracts/shifts';
import { idempotent } from '#server/lib/idempotency';
import { getTenant } from '#server/plugins/access';
import { closeShift, getShiftReport } from './close-shift';
import { shiftActorOf } from './shift-access';
import * as service from './shifts.service';

// Cashiers and admins alike work in shifts at the till; who sees which shift is the service's
// rule (a cashier their own, an admin all of the business's).
const read = { kind: 'business', permission: 'pos:read', module: 'pos' } as const;
const write = { kind: 'business', permission: 'sales:create', module: 'pos' } as const;

export const shiftsRoutes: FastifyPluginAsyncZod = async (app) => {
  const actor = (req: Parameters<typeof getTenant>[0]) => shiftActorOf(getTenant(req));

  app.get(
    SHIFT_ROUTES.current,
    { config: { access: read }, schema: { params: BusinessIdParams, response: { 200: CurrentShift } } },
    async (req) => service.getCurrentShift(app.db, actor(req)),
  );

  app.get(
    SHIFT_ROUTES.list,
    { config: { access: read }, schema: { params: BusinessIdParams, response: { 200: ShiftList } } },
    async (req) => service.listShifts(app.db, actor(req)),
  );

  // The opening float is money put in the drawer: a retried open answers the same shift.
  app.post(
    SHIFT_ROUTES.list,
    { config: { access: write }, schema: { params: BusinessIdParams, body: OpenShiftInput, response: { 201: Shift } } },
    async (req, reply) =>
      idempotent(app.db, req, reply, { operation: 'shift.open', status: 201 }, () => service.openShift(app.db, actor(req), req.body)),
  );

  app.get(SHIFT_ROUTES.one, { config: { access: read }, schema: { params: ShiftParams, response: { 200: ShiftDetail } } }, async (req) =>
    service.getShiftDetail(app.db, actor(req), req.params.shiftId),
  );

  app.post(
    SHIFT_ROUTES.cashMovements,
    { config: { access: write }, schema: { params: ShiftParams, body: CashMovementInput, response: { 201: CashMovement } } },
    async (req, reply) =>
      idempotent(app.db, req, reply, { operation: 'shift.cash-movement', status: 201 }, () =>
        service.addCashMovement(app.db, actor(req), req.params.shiftId, req.body),
      ),
  );

  app.get(SHIFT_ROUTES.report, { config: { access: read }, schema: { params: ShiftParams, response: { 200: ShiftReport } } }, async (req) =>
    getShiftReport(app.db, actor(req), req.params.shiftId),
  );

  app.post(
    SHIFT_ROUTES.close,
    { config: { access: write }, schema: { params: ShiftParams, body: CloseShiftInput, response: { 200: ShiftReport } } },
    async (req, reply) =>
      idempotent(app.db, req, reply, { operation: 'shift.close', status: 200 }, () =>
        closeShift(app.db, actor(req), req.params.shiftId, req.body),
      ),
  );
};
