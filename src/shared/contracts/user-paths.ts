// The zod-free part of the users contract: its route templates, which the server registers, and
// the URL builders the client fills them with (./fill-path); `./users` re-exports it.

import { fillPath } from './fill-path';

/** The route templates the server registers (fill them with the builders below or `fillPath`). */
export const USER_ROUTES = {
  users: '/api/businesses/:businessId/users',
  user: '/api/businesses/:businessId/users/:userId',
  password: '/api/businesses/:businessId/users/:userId/password',
  deactivate: '/api/businesses/:businessId/users/:userId/deactivate',
  reactivate: '/api/businesses/:businessId/users/:userId/reactivate',
  pin: '/api/businesses/:businessId/users/:userId/pin',
  managers: '/api/businesses/:businessId/managers',
  verifyApproval: '/api/businesses/:businessId/discount-approvals/verify',
} as const;

export const usersPath = (businessId: number) => fillPath(USER_ROUTES.users, { businessId });
export const userPath = (businessId: number, userId: string) => fillPath(USER_ROUTES.user, { businessId, userId });
export const userPasswordPath = (businessId: number, userId: string) => fillPath(USER_ROUTES.password, { businessId, userId });
export const userDeactivatePath = (businessId: number, userId: string) => fillPath(USER_ROUTES.deactivate, { businessId, userId });
export const userReactivatePath = (businessId: number, userId: string) => fillPath(USER_ROUTES.reactivate, { businessId, userId });
export const userPinPath = (businessId: number, userId: string) => fillPath(USER_ROUTES.pin, { businessId, userId });
export const managersPath = (businessId: number) => fillPath(USER_ROUTES.managers, { businessId });
export const verifyApprovalPath = (businessId: number) => fillPath(USER_ROUTES.verifyApproval, { businessId });
