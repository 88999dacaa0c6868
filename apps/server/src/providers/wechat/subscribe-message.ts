import { sandboxOutbox } from '../sandbox-outbox.ts';
import type { Fetch } from '../types.ts';
import { checkErrcode } from './errors.ts';
import { postWechatMessage } from './post-message.ts';

/** A mini-program subscribe message (message/subscribe/send) to a user who subscribed. */
export interface SubscribeMessage {
  touser: string;
  template_id: string;
  /** The mini-program page the message opens, with its query. */
  page?: string;
  data: Record<string, { value: string }>;
}

export interface SubscribeMessenger {
  /** The template the hospital chose for clinic-stop notices. */
  clinicStopTemplateId: string;
  /** `not_subscribed`: the user allowed no message of this template (or used it up). */
  send(message: SubscribeMessage): Promise<'sent' | 'not_subscribed'>;
}

/** 43101: the user did not subscribe; asking again changes nothing, so it is no failure. */
const NOT_SUBSCRIBED = 43101;

/** WeChat refuses a `thing` value longer than 20 characters instead of cutting it. */
export const SUBSCRIBE_THING_MAX = 20;

export const subscribeThing = (text: string): { value: string } => ({
  value:
    [...text].length > SUBSCRIBE_THING_MAX
      ? `${[...text].slice(0, SUBSCRIBE_THING_MAX - 1).join('')}…`
      : text,
});

export function createSubscribeMessenger(options: {
  apiBase: string;
  fetch: Fetch;
  /** The mini-program's own access token, not the official account's. */
  getAccessToken: () => Promise<string>;
  clinicStopTemplateId: string;
}): SubscribeMessenger {
  const { clinicStopTemplateId } = options;
  return {
    clinicStopTemplateId,
    async send(message) {
      const body = await postWechatMessage(options, '/cgi-bin/message/subscribe/send', {
        ...message,
        miniprogram_state: 'formal',
        lang: 'zh_CN',
      });
      if (body.errcode === NOT_SUBSCRIBED) return 'not_subscribed';
      checkErrcode(body, 'message/subscribe/send');
      return 'sent';
    },
  };
}

/** What the sandbox mini-program was asked to send. */
export interface SandboxSubscribeMessage extends SubscribeMessage {
  appid: string;
  /** ISO 8601. */
  sentAt: string;
}

const outbox = sandboxOutbox<SandboxSubscribeMessage>('sandbox:wechat:subscribe-messages');
export const readSandboxSubscribeMessages = outbox.read;
export const recordSandboxSubscribeMessage = outbox.record;
