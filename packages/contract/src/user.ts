import { z } from 'zod';
import { ServerSourceSchema } from './auth.ts';
import { defineEndpoint } from './endpoint.ts';
import { RULE_MESSAGES } from './rule-messages.ts';

/** A mainland mobile number: 11 digits starting 13-19. */
export const PhoneSchema = z.string().regex(/^1[3-9]\d{9}$/, RULE_MESSAGES.phone);

/** The code an SMS carries (GET /api/captcha/phone-captcha). */
export const SmsCodeSchema = z.string().regex(/^\d{6}$/, RULE_MESSAGES.smsCode);

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 20;

/** What can be wrong with a password: its length, no letter, no digit. */
export type PasswordProblem = 'length' | 'letter' | 'digit';

/**
 * What is wrong with a password, empty when it is strong enough. The web shows these before
 * submitting, in the patient's language; the server applies the same rule.
 */
export function passwordProblemsOf(password: string): PasswordProblem[] {
  const problems: PasswordProblem[] = [];
  if (password.length < PASSWORD_MIN_LENGTH || password.length > PASSWORD_MAX_LENGTH)
    problems.push('length');
  if (!/[A-Za-z]/.test(password)) problems.push('letter');
  if (!/\d/.test(password)) problems.push('digit');
  return problems;
}

const PASSWORD_PROBLEM_TEXT: Record<PasswordProblem, string> = {
  length: `密码长度应为${PASSWORD_MIN_LENGTH}-${PASSWORD_MAX_LENGTH}位`,
  letter: '密码须包含至少一个字母',
  digit: '密码须包含至少一个数字',
};

/** What is wrong with a password, in the server's words for the patient. */
export const passwordProblems = (password: string): string[] =>
  passwordProblemsOf(password).map((problem) => PASSWORD_PROBLEM_TEXT[problem]);

export const PasswordSchema = z.string().superRefine((password, context) => {
  for (const message of passwordProblems(password)) context.addIssue({ code: 'custom', message });
});

/** A display name: trimmed, 1-20 characters, no control characters. */
export const UserNameSchema = z
  .string()
  .trim()
  .min(1, RULE_MESSAGES.nameRequired)
  .max(20, RULE_MESSAGES.nameTooLong)
  .refine((name) => !/\p{Cc}/u.test(name), RULE_MESSAGES.nameSpecialCharacters);

/** The languages the patient app is written in; zh-CN is the default. */
/** The languages the app is written in; a plain list, so a page can check one without zod. */
export const LOCALES = ['zh-CN', 'en'] as const;
export const LocaleSchema = z.enum(LOCALES);
export type Locale = z.infer<typeof LocaleSchema>;

/**
 * The signed-in account. The owner sees their own phone in full; masking is the web app's
 * job, and only in the payment-app host.
 */
export const MeSchema = z.object({
  id: z.number().int(),
  /** The real name the patient gave; null until they give one. */
  name: z.string().nullable(),
  /** The host's display name (WeChat or Alipay nickname). */
  nickname: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  phone: z.string().nullable(),
  hasPassword: z.boolean(),
  /** The hosts this account has signed in through. */
  boundHosts: z.array(ServerSourceSchema),
  /** The language the account chose; null until it chooses, when the host's language applies. */
  locale: LocaleSchema.nullable(),
});
export type Me = z.infer<typeof MeSchema>;

export const meEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/me',
  summary: 'The signed-in account',
  auth: true,
  responses: { 200: MeSchema },
});

export const RegisterSchema = z.object({
  phone: PhoneSchema,
  smsCode: SmsCodeSchema,
  password: PasswordSchema,
  name: UserNameSchema.optional(),
});
export type Register = z.infer<typeof RegisterSchema>;

/** Creates an account; the app then signs in at /oauth/token with the phone and password. */
export const registerUserEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/user/register',
  summary: 'Create an account with a phone, its SMS code (scene register) and a password',
  auth: false,
  body: RegisterSchema,
  responses: { 200: z.object({ userId: z.number().int() }) },
});

export const ResetPasswordSchema = z.object({
  phone: PhoneSchema,
  smsCode: SmsCodeSchema,
  password: PasswordSchema,
});
export type ResetPassword = z.infer<typeof ResetPasswordSchema>;

/** Also signs the account out everywhere. */
export const resetPasswordEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/user/reset-password',
  summary: 'Set a new password with an SMS code (scene reset)',
  auth: false,
  body: ResetPasswordSchema,
  responses: { 200: z.object({ ok: z.literal(true) }) },
});

export const BindPhoneSchema = z.object({ phone: PhoneSchema, smsCode: SmsCodeSchema });
export type BindPhone = z.infer<typeof BindPhoneSchema>;

/**
 * The web's request layer leaves the header off /api/user/mobile, so binding a phone passes
 * the bearer token explicitly.
 */
export const bindPhoneEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/user/mobile',
  summary: 'Bind a phone to the signed-in account with an SMS code (scene bind)',
  auth: true,
  body: BindPhoneSchema,
  responses: { 200: z.object({ phone: z.string() }) },
});

export const UpdateNameSchema = z.object({ name: UserNameSchema });

export const updateNameEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/user/name',
  summary: "Change the signed-in account's name",
  auth: true,
  body: UpdateNameSchema,
  responses: { 200: z.object({ name: z.string() }) },
});

export const UpdateLocaleSchema = z.object({ locale: LocaleSchema });

export const updateLocaleEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/user/locale',
  summary: "Choose the signed-in account's language",
  auth: true,
  body: UpdateLocaleSchema,
  responses: { 200: UpdateLocaleSchema },
});

/** Proof it is really the owner: the password, or an SMS code of scene login to the bound phone. */
export const UnregisterSchema = z
  .object({
    password: z.string().min(1).max(100).optional(),
    smsCode: SmsCodeSchema.optional(),
  })
  .refine((body) => body.password !== undefined || body.smsCode !== undefined, {
    message: RULE_MESSAGES.passwordOrSmsCode,
    path: ['password'],
  });
export type Unregister = z.infer<typeof UnregisterSchema>;

/** Closes the account for good: see the README section "Unregistering". */
export const unregisterUserEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/user/unregister',
  summary: 'Close the signed-in account',
  auth: true,
  body: UnregisterSchema,
  responses: { 200: z.object({ ok: z.literal(true) }) },
});
