import {
  WebhookDischargeSettlementSchema,
  WebhookEnvelopeSchema,
  WebhookNatOrderSchema,
  WebhookPatientSchema,
  type WebhookEventType,
} from '@hospital/contract/his';
import type { ServerDeps } from '../../deps.ts';
import { verifyWebhookSignature } from '../webhooks/index.ts';
import { sendElectronicBill } from './discharge-papers.ts';
import { demoHisCredentials, HisSession } from './his-session.ts';
import { openPatientRecord, sendNatResult } from './patient-records.ts';
import { isReceived, recordReceivedEvent } from './repository.ts';
import type { HisTransport } from './transport.ts';

export type Receipt = 'received' | 'duplicate' | 'bad-signature' | 'bad-envelope' | 'failed';

interface Delivery {
  body: string;
  timestamp: string | string[] | undefined;
  signature: string | string[] | undefined;
}

export type ReceiverDeps = Pick<ServerDeps, 'db' | 'clock' | 'config' | 'log'> & {
  /** How the demo HIS calls our API back, to act on what it heard. */
  transport: HisTransport;
};

/**
 * What a HIS does with a delivery: check the signature on the raw body under the secret
 * it shares with us, act on the event, then keep it once however often it arrives. An
 * event is kept only once acted on, so one whose action failed is acted on again when the
 * delivery is retried.
 */
export async function receiveWebhook(deps: ReceiverDeps, delivery: Delivery): Promise<Receipt> {
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
  const { id, type, createdAt, data } = envelope.data;
  if (await isReceived(deps.db, id)) return 'duplicate';
  const action = actionFor(deps, type, data);
  if (action === 'bad-envelope') return 'bad-envelope';
  if (action) {
    try {
      await action(await HisSession.signIn(deps.transport, demoHisCredentials(deps.config)));
    } catch (error) {
      deps.log.error({ err: error, eventId: id }, `demo HIS: acting on ${type} failed`);
      return 'failed';
    }
  }
  const fresh = await recordReceivedEvent(deps.db, {
    eventId: id,
    type,
    createdAt: new Date(createdAt),
    receivedAt: deps.clock.now(),
    payload: parsed,
  });
  return fresh ? 'received' : 'duplicate';
}

/** What the demo hospital does on an event, if anything: the events it acts on, parsed. */
function actionFor(
  deps: ReceiverDeps,
  type: WebhookEventType,
  data: unknown,
): ((session: HisSession) => Promise<void>) | 'bad-envelope' | null {
  if (type === 'patient.registered') {
    const patient = WebhookPatientSchema.safeParse(data);
    if (!patient.success) return 'bad-envelope';
    return (session) => openPatientRecord(session, patient.data, deps.config.hospitalName);
  }
  if (type === 'nat.paid') {
    const order = WebhookNatOrderSchema.safeParse(data);
    if (!order.success) return 'bad-envelope';
    return (session) => sendNatResult(session, order.data, deps.log);
  }
  if (type === 'discharge.settled') {
    const settlement = WebhookDischargeSettlementSchema.safeParse(data);
    if (!settlement.success) return 'bad-envelope';
    return (session) => sendElectronicBill(session, deps.config.hospitalName, settlement.data);
  }
  return null;
}
