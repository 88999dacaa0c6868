import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  SIGNATURE_TOLERANCE_SECONDS,
  signWebhook,
  verifyWebhookSignature,
} from '../../../src/modules/webhooks/index.ts';

const secret = 'whsec_test-secret';
const body =
  '{"id":"evt_1","type":"payment.succeeded","createdAt":"2026-11-23T02:00:00.000Z","data":{}}';
const now = new Date('2026-11-23T02:00:00Z');
const timestamp = now.getTime() / 1000;

const verify = (overrides: Partial<Parameters<typeof verifyWebhookSignature>[0]> = {}) =>
  verifyWebhookSignature({
    secret,
    body,
    timestamp: String(timestamp),
    signature: signWebhook(secret, timestamp, body),
    now,
    ...overrides,
  });

describe('webhook signatures', () => {
  it('are the hex HMAC-SHA256 of "<timestamp>.<body>", as any receiver can compute', () => {
    const expected = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
    expect(signWebhook(secret, timestamp, body)).toBe(`v1=${expected}`);
    expect(verify()).toBe(true);
  });

  it('fail for another body, secret or timestamp than the signed ones', () => {
    expect(verify({ body: body.replace('evt_1', 'evt_2') })).toBe(false);
    expect(verify({ secret: 'whsec_other' })).toBe(false);
    expect(verify({ timestamp: String(timestamp + 1) })).toBe(false);
  });

  it('fail when too old or from too far ahead, within the tolerance they hold', () => {
    const at = (seconds: number) => new Date(now.getTime() + seconds * 1000);
    expect(verify({ now: at(SIGNATURE_TOLERANCE_SECONDS) })).toBe(true);
    expect(verify({ now: at(SIGNATURE_TOLERANCE_SECONDS + 1) })).toBe(false);
    expect(verify({ now: at(-SIGNATURE_TOLERANCE_SECONDS - 1) })).toBe(false);
  });

  it('fail on missing or malformed headers without throwing', () => {
    expect(verify({ signature: undefined })).toBe(false);
    expect(verify({ timestamp: null })).toBe(false);
    expect(verify({ timestamp: 'yesterday' })).toBe(false);
    expect(verify({ signature: 'v1=zz' })).toBe(false);
    expect(verify({ signature: signWebhook(secret, timestamp, body).replace('v1=', 'v0=') })).toBe(
      false,
    );
    expect(verify({ signature: [signWebhook(secret, timestamp, body)] })).toBe(true);
  });
});
