import { WebhookEnvelopeSchema } from '@hospital/contract/his';
import type { ServerDeps } from '../../deps.ts';
import { verifyWebhookSignature } from '../webhooks/index.ts';
import { recordReceivedEvent } from './repository.ts';

export type Receipt = 'received' | 'duplicate' | 'bad-signature' | 'bad-envelope';

interface Delivery {
  body: string;
  timestamp: string | string[] | undefined;
  signature: string | string[] | undefined;
}

/**
 * What a HIS does with a delivery: check the signature on the raw body under the secret
 * it shares with us, then keep the event once however often it arrives.
 */
export async function receiveWebhook(
  deps: Pick<ServerDeps, 'db' | 'clock' | 'config'>,
  delivery: Delivery,
): Promise<Receipt> {
  const signed = verifyWebhookSignature({
    secret: deps.config.demoHisWebhook.secret,
    body: delivery.body,
    timestamp: delivery.timestamp,
    signature: delivery.signature,
    now: deps.clock.now(),
  });
  if (!signed) return 'bad-signature';
  let parsed: unknown;
  try {
    parsed = JSON.parse(delivery.body);
  } catch {
    return 'bad-envelope';
  }
  const envelope = WebhookEnvelopeSchema.safeParse(parsed);
  if (!envelope.success) return 'bad-envelope';
  const fresh = await recordReceivedEvent(deps.db, {
    eventId: envelope.data.id,
    type: envelope.data.type,
    createdAt: new Date(envelope.data.createdAt),
    receivedAt: deps.clock.now(),
    payload: parsed,
  });
  return fresh ? 'received' : 'duplicate';
}
