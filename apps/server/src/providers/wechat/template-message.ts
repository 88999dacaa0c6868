import type { KeyValueStore } from '../../stores/index.ts';
import { fetchJson, hostUrl } from '../http.ts';
import type { Fetch } from '../types.ts';
import { checkErrcode } from './errors.ts';

/** An official account's template message (message/template/send) to one follower. */
export interface TemplateMessage {
  touser: string;
  template_id: string;
  /** The page the message opens. */
  url?: string;
  data: Record<string, { value: string }>;
}

export interface TemplateMessenger {
  /** The template the hospital registered for clinic-stop notices. */
  clinicStopTemplateId: string;
  send(message: TemplateMessage): Promise<void>;
}

export function createTemplateMessenger(options: {
  apiBase: string;
  fetch: Fetch;
  getAccessToken: () => Promise<string>;
  clinicStopTemplateId: string;
}): TemplateMessenger {
  const { apiBase, fetch, getAccessToken, clinicStopTemplateId } = options;
  return {
    clinicStopTemplateId,
    async send(message) {
      const accessToken = await getAccessToken();
      const body = await fetchJson(
        fetch,
        hostUrl(apiBase, '/cgi-bin/message/template/send', { access_token: accessToken }),
        {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(message),
        },
      );
      checkErrcode(body, 'message/template/send');
    },
  };
}

/** What the sandbox official account was asked to send, newest first. */
export interface SandboxTemplateMessage extends TemplateMessage {
  appid: string;
  /** ISO 8601. */
  sentAt: string;
}

const OUTBOX_KEY = 'sandbox:wechat:template-messages';
const OUTBOX_SIZE = 200;
const OUTBOX_TTL_SECONDS = 24 * 3600;

export async function readSandboxTemplateMessages(
  store: KeyValueStore,
): Promise<SandboxTemplateMessage[]> {
  const stored = await store.get(OUTBOX_KEY);
  return stored ? (JSON.parse(stored) as SandboxTemplateMessage[]) : [];
}

export async function recordSandboxTemplateMessage(
  store: KeyValueStore,
  message: SandboxTemplateMessage,
): Promise<void> {
  const outbox = [message, ...(await readSandboxTemplateMessages(store))].slice(0, OUTBOX_SIZE);
  await store.set(OUTBOX_KEY, JSON.stringify(outbox), OUTBOX_TTL_SECONDS);
}
