import { sandboxOutbox } from '../sandbox-outbox.ts';
import type { Fetch } from '../types.ts';
import { checkErrcode } from './errors.ts';
import { postWechatMessage } from './post-message.ts';

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
  const { clinicStopTemplateId } = options;
  return {
    clinicStopTemplateId,
    async send(message) {
      const body = await postWechatMessage(options, '/cgi-bin/message/template/send', message);
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

const outbox = sandboxOutbox<SandboxTemplateMessage>('sandbox:wechat:template-messages');
export const readSandboxTemplateMessages = outbox.read;
export const recordSandboxTemplateMessage = outbox.record;
