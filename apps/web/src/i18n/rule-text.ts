import { GUARDIAN_PREFIX, RULE_MESSAGES } from '@hospital/contract';
import { activeLocale, DEFAULT_LOCALE, i18n } from './index.ts';

const keyOfMessage = new Map<string, string>(
  Object.entries(RULE_MESSAGES).map(([key, message]) => [message, key]),
);

/**
 * A refusal worded by the shared rules (or the server, with the same words) in the active
 * language: Chinese as it is, another language by the rule's key. Undefined when the words are
 * not a known rule's, so the caller picks its own fallback.
 */
export function ruleText(message: string): string | undefined {
  if (activeLocale() === DEFAULT_LOCALE) return message;
  const key = keyOfMessage.get(message);
  if (key !== undefined) return i18n.t(`rule.${key}`);
  if (!message.startsWith(GUARDIAN_PREFIX)) return undefined;
  const problem = ruleText(message.slice(GUARDIAN_PREFIX.length));
  return problem === undefined ? undefined : i18n.t('ruleOfGuardian', { problem });
}

/**
 * What a server refusal with this code means, in the active language; undefined in Chinese,
 * which shows the server's own words, and for a code the app has no words of its own for.
 */
export function serverCodeText(code: string | undefined): string | undefined {
  if (activeLocale() === DEFAULT_LOCALE || !code) return undefined;
  const key = `serverCode.${code}`;
  return i18n.exists(key) ? i18n.t(key) : undefined;
}
