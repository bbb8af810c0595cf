import { z } from 'zod';
import { LOCALES } from '../locales';
import { nameInput } from './common';
import { BUSINESS_STATUSES, USER_ROLES } from '../permissions';
import { says } from '../messages/zod-refs';

export { AUTH_PATHS, AUTH_UNAVAILABLE, FIRST_USER_MESSAGE, getDisplayName, INVALID_CREDENTIALS, REGISTERED_MESSAGE } from './auth-paths';

const email = z
  .string(says('ENTER_VALID_EMAIL'))
  .trim()
  .toLowerCase()
  .pipe(z.email(says('ENTER_VALID_EMAIL')).max(254));

export const LoginInput = z.object({
  email,
  password: z
    .string(says('FIELD_REQUIRED', { label: 'Password' }))
    .min(1, says('FIELD_REQUIRED', { label: 'Password' }))
    .max(128),
});
export type LoginInput = z.infer<typeof LoginInput>;

export const RegisterInput = z.object({
  email,
  password: z
    .string(says('PASSWORD_TOO_SHORT'))
    .min(6, says('PASSWORD_TOO_SHORT'))
    .max(128, says('FIELD_TOO_LONG', { label: 'Password', max: '128' })),
  firstName: nameInput('First name', 100),
  lastName: nameInput('Last name', 100),
});
export type RegisterInput = z.infer<typeof RegisterInput>;

export const SessionBusiness = z.object({
  id: z.number(),
  name: z.string(),
  status: z.enum(BUSINESS_STATUSES),
  /** IANA zone of the business (settings): every date the client shows is on this calendar. */
  timeZone: z.string(),
  /** Why the platform suspended it (shown on the suspended screen); null otherwise. */
  suspensionReason: z.string().nullable().optional(),
});

export const CurrentUser = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  role: z.enum(USER_ROLES),
  authProvider: z.string(),
  profileImageUrl: z.string().nullable(),
  /** The language the user chose; null until they choose: the browser's language rules. */
  locale: z.enum(LOCALES).nullable(),
  business: SessionBusiness.nullable(),
});
export type CurrentUser = z.infer<typeof CurrentUser>;

/** PATCH /api/auth/user: what a signed-in user may change of their own account. */
export const UpdateCurrentUserInput = z.strictObject({ locale: z.enum(LOCALES, says('CHOOSE_LANGUAGE')) });
export type UpdateCurrentUserInput = z.infer<typeof UpdateCurrentUserInput>;

export const RegisterResponse = z.object({ user: CurrentUser, isFirstUser: z.boolean(), message: z.string() });
export type RegisterResponse = z.infer<typeof RegisterResponse>;
export const LoginResponse = z.object({ user: CurrentUser });
export type LoginResponse = z.infer<typeof LoginResponse>;
export const TestLoginResponse = z.object({ success: z.literal(true), user: CurrentUser });

export const AuthProviders = z.object({
  devLogin: z.boolean(),
  oidc: z.boolean(),
  google: z.boolean(),
  github: z.boolean(),
  facebook: z.boolean(),
});
export type AuthProviders = z.infer<typeof AuthProviders>;
