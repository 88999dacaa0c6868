import { guardianMessage, RULE_MESSAGES, type RuleMessageKey } from '@hospital/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { ruleEn } from './en-refusals.ts';
import { showLocale } from './index.ts';
import { ruleText } from './rule-text.ts';

afterEach(() => showLocale('zh-CN'));

describe('ruleText', () => {
  it('keeps the rule’s Chinese in Chinese', () => {
    expect(ruleText(RULE_MESSAGES.idCardCheckCharacter)).toBe('身份证号校验位不正确，请核对');
  });

  it('gives every shared rule an English wording with no Chinese in it', async () => {
    await showLocale('en');
    for (const [key, message] of Object.entries(RULE_MESSAGES)) {
      expect(ruleText(message)).toBe(ruleEn[key as RuleMessageKey]);
      expect(ruleText(message)).not.toMatch(/[\u4e00-\u9fff]/);
    }
  });

  it('words a rule the guardian broke as the guardian’s', async () => {
    await showLocale('en');
    expect(ruleText(guardianMessage(RULE_MESSAGES.patientNameLength))).toBe(
      'Guardian: A name must be 2 to 20 characters',
    );
    expect(ruleText(guardianMessage(RULE_MESSAGES.idCardLength))).toBe(
      'Guardian: An ID number has 18 characters',
    );
  });

  it('names the numbers of the feedback limits', async () => {
    await showLocale('en');
    expect(ruleText(RULE_MESSAGES.feedbackTooShort)).toBe('Feedback needs at least 5 characters');
    expect(ruleText(RULE_MESSAGES.feedbackTooManyImages)).toBe('Add at most 4 pictures');
  });

  it('knows nothing of words no rule uses', async () => {
    await showLocale('en');
    expect(ruleText('监护人签名不清')).toBeUndefined();
    expect(ruleText('号源已满')).toBeUndefined();
  });
});
