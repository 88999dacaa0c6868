import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { TimestampSchema } from '../common.ts';
import { CONSOLE_API_PREFIX, STAFF_ROLES } from '../hospital-side.ts';

/** Every role: an endpoint any signed-in staff member may call. */
export const ANY_STAFF_ROLE = STAFF_ROLES;

export const StaffRoleSchema = z.enum(STAFF_ROLES);

/** The `code` of a 401 from sign-in: an administrator must also send the authenticator's code. */
export const TOTP_REQUIRED = 'TOTP_REQUIRED';
/** The `code` of a 403: an administrator without a confirmed authenticator may only enrol one. */
export const TOTP_ENROLMENT_REQUIRED = 'TOTP_ENROLMENT_REQUIRED';

/** Sign-in names: lower-case letters, digits, `.`, `_` and `-`, 3-32 long. */
export const StaffUsernameSchema = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9._-]{3,32}$/, '用户名为3-32位小写字母、数字或 . _ -');

export const StaffNameSchema = z
  .string()
  .trim()
  .min(1, '请输入姓名')
  .max(40, '姓名最多40个字')
  .refine((name) => !/\p{Cc}/u.test(name), '姓名不能包含特殊字符');

export const STAFF_PASSWORD_MIN_LENGTH = 10;
export const STAFF_PASSWORD_MAX_LENGTH = 72;

/** Staff passwords open patients' data, so they are longer than patients' own. */
export const StaffPasswordSchema = z
  .string()
  .min(STAFF_PASSWORD_MIN_LENGTH, `密码至少${STAFF_PASSWORD_MIN_LENGTH}位`)
  .max(STAFF_PASSWORD_MAX_LENGTH, `密码最多${STAFF_PASSWORD_MAX_LENGTH}位`)
  .refine(
    (password) => /[A-Za-z]/.test(password) && /\d/.test(password),
    '密码须同时包含字母和数字',
  );

/** A six-digit authenticator code (RFC 6238). */
export const TotpCodeSchema = z.string().regex(/^\d{6}$/, '请输入6位验证码');

/** The signed-in staff member, as sign-in and GET /me return them. */
export const StaffSelfSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  name: z.string(),
  roles: z.array(StaffRoleSchema),
  /** Whether an authenticator is confirmed; an administrator without one may only enrol. */
  totpEnabled: z.boolean(),
});
export type StaffSelf = z.infer<typeof StaffSelfSchema>;

export const SignInSchema = z.object({
  username: z.string().trim().toLowerCase().min(1, '请输入用户名').max(64),
  password: z.string().min(1, '请输入密码').max(STAFF_PASSWORD_MAX_LENGTH),
  totp: TotpCodeSchema.optional(),
});
export type SignIn = z.input<typeof SignInSchema>;

/** The console keeps the token in memory and sends it as a bearer token; no cookie is set. */
export const StaffSessionSchema = z.object({
  token: z.string(),
  expiresAt: TimestampSchema,
  staff: StaffSelfSchema,
});
export type StaffSession = z.infer<typeof StaffSessionSchema>;

export const signInEndpoint = defineEndpoint({
  method: 'POST',
  path: `${CONSOLE_API_PREFIX}/session`,
  summary: 'Staff sign-in: user name, password and, for administrators, the authenticator code',
  auth: false,
  body: SignInSchema,
  responses: { 200: StaffSessionSchema },
});

export const meEndpoint = defineEndpoint({
  method: 'GET',
  path: `${CONSOLE_API_PREFIX}/me`,
  summary: 'The signed-in staff member',
  auth: { staff: ANY_STAFF_ROLE },
  responses: { 200: StaffSelfSchema },
});

export const signOutEndpoint = defineEndpoint({
  method: 'DELETE',
  path: `${CONSOLE_API_PREFIX}/session`,
  summary: 'Sign out: the session token stops working at once',
  auth: { staff: ANY_STAFF_ROLE },
  responses: { 204: z.undefined() },
});

export const TotpEnrolmentSchema = z.object({
  /** `otpauth://totp/...` for authenticator apps. */
  otpauthUri: z.string(),
  /** The same URI as a QR code, a `data:image/png;base64,...` URL. */
  qrCode: z.string(),
  /** The secret in base32, for typing in when the camera cannot scan. */
  secret: z.string(),
});
export type TotpEnrolment = z.infer<typeof TotpEnrolmentSchema>;

export const startTotpEndpoint = defineEndpoint({
  method: 'POST',
  path: `${CONSOLE_API_PREFIX}/me/totp`,
  summary: 'Start enrolling an authenticator: a new secret, replacing an unconfirmed one',
  auth: { staff: ['admin'] },
  responses: { 200: TotpEnrolmentSchema },
});

export const confirmTotpEndpoint = defineEndpoint({
  method: 'POST',
  path: `${CONSOLE_API_PREFIX}/me/totp/confirm`,
  summary: 'Confirm the authenticator with a code it shows; from then on sign-in asks for one',
  auth: { staff: ['admin'] },
  body: z.object({ code: TotpCodeSchema }),
  responses: { 200: StaffSelfSchema },
});

/** What an administrator without a confirmed authenticator may still call. */
export const TOTP_ENROLMENT_ENDPOINTS = [
  meEndpoint,
  signOutEndpoint,
  startTotpEndpoint,
  confirmTotpEndpoint,
] as const;
