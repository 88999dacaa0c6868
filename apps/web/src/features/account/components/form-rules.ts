import { PhoneSchema, SmsCodeSchema, UserNameSchema } from '@hospital/contract';
import type { FormInstance } from 'antd-mobile/es/components/form';
import type { z } from 'zod';
import type { ApiFailure } from '../../../api/result.ts';
import { showToast } from '../../../components/toast.ts';
import { i18n } from '../../../i18n/index.ts';
import { ruleText } from '../../../i18n/rule-text.ts';

type Rule = { validator: (rule: unknown, value: unknown) => Promise<void> };

const refusal = (message: string) => ruleText(message) ?? message;

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/**
 * Checks a field with the contract's schema, so the web refuses what the server would,
 * in the schema's own words in the active language.
 */
const matches =
  (schema: z.ZodType, { optional = false } = {}): Rule['validator'] =>
  (_rule, value) => {
    if (optional && !text(value)) return Promise.resolve();
    const result = schema.safeParse(text(value));
    return result.success
      ? Promise.resolve()
      : Promise.reject(new Error(refusal(result.error.issues[0]?.message ?? '')));
  };

const filled =
  (messageKey: string): Rule['validator'] =>
  (_rule, value) =>
    text(value) ? Promise.resolve() : Promise.reject(new Error(i18n.t(messageKey)));

/** Field rules whose messages, in the active language, show beside the field. */
export const rules = {
  phone: [{ validator: matches(PhoneSchema) }],
  smsCode: [{ validator: matches(SmsCodeSchema) }],
  password: [{ validator: filled('account.error.password') }],
  name: [{ validator: matches(UserNameSchema) }],
  optionalName: [{ validator: matches(UserNameSchema, { optional: true }) }],
  captcha: [{ validator: filled('account.error.captcha') }],
} satisfies Record<string, Rule[]>;

/** Puts a server refusal beside the field it names, or in a toast when it names none. */
export function showFailure(
  form: FormInstance,
  failure: ApiFailure,
  fields: readonly string[],
  fallbackField?: string,
): void {
  const name = failure.field && fields.includes(failure.field) ? failure.field : fallbackField;
  if (name) form.setFields([{ name, errors: [failure.msg] }]);
  else showToast(failure.msg, 'long');
}
