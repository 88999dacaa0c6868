import { WEBHOOK_HEADERS, WebhookEnvelopeSchema } from '@hospital/contract/his';
import type { Fetch } from '../../../src/providers/types.ts';
import { verifyWebhookSignature } from '../../../src/modules/webhooks/index.ts';

export interface Received {
  url: string;
  eventId: string;
  /** What the receiver's own check of the signature said. */
  verified: boolean;
  envelope: ReturnType<typeof WebhookEnvelopeSchema.parse>;
  acknowledged: boolean;
}

/**
 * A HIS in the test's hands: it checks each delivery's signature with `secret` at the
 * time `now` gives, answers the statuses of `answers` in turn (then 200), and keeps what
 * it received.
 */
export function testReceiver(options: { secret: () => string; now: () => Date }) {
  const received: Received[] = [];
  const answers: number[] = [];
  const fetch: Fetch = (url, init = {}) => {
    const headers = new Headers(init.headers);
    if (typeof init.body !== 'string') throw new TypeError('webhooks are sent as text');
    const body = init.body;
    const status = answers.shift() ?? 200;
    received.push({
      url,
      eventId: headers.get(WEBHOOK_HEADERS.id) ?? '',
      verified: verifyWebhookSignature({
        secret: options.secret(),
        body,
        timestamp: headers.get(WEBHOOK_HEADERS.timestamp),
        signature: headers.get(WEBHOOK_HEADERS.signature),
        now: options.now(),
      }),
      envelope: WebhookEnvelopeSchema.parse(JSON.parse(body)),
      acknowledged: status >= 200 && status < 300,
    });
    return Promise.resolve(new Response(status === 200 ? 'ok' : 'busy', { status }));
  };
  return {
    fetch,
    received,
    /** The next answers, e.g. [500, 500, 503] for three failures. */
    answer: (...statuses: number[]) => answers.push(...statuses),
    clear: () => {
      received.length = 0;
      answers.length = 0;
    },
  };
}
