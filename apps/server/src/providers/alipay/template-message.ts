import { sandboxOutbox } from '../sandbox-outbox.ts';
import { HostApiError } from '../types.ts';
import type { AlipayCredentials } from './auth-client.ts';
import { alipayGatewayCaller, resultCodeOf } from './gateway-call.ts';

export const ALIPAY_MESSAGE_METHOD = 'alipay.open.public.message.single.send';

type Line = { color: string; value: string };

/** A life account's template message (the `template` of its biz_content) to one follower. */
export interface AlipayTemplateMessage {
  to_user_id: string;
  template: {
    template_id: string;
    context: {
      head_color: string;
      /** The page the message opens. */
      url?: string;
      action_name: string;
      first: Line;
      remark: Line;
    } & Record<`keyword${number}`, Line>;
  };
}

export interface AlipayTemplateMessenger {
  /** The template the hospital registered for clinic-stop notices. */
  clinicStopTemplateId: string;
  send(message: AlipayTemplateMessage): Promise<void>;
}

export function createAlipayTemplateMessenger(
  credentials: AlipayCredentials & { clinicStopTemplateId: string },
): AlipayTemplateMessenger {
  const call = alipayGatewayCaller(credentials);
  return {
    clinicStopTemplateId: credentials.clinicStopTemplateId,
    async send(message) {
      const answer = await call(ALIPAY_MESSAGE_METHOD, { biz_content: JSON.stringify(message) });
      const code = resultCodeOf(answer);
      if (answer.isError || code !== '10000') {
        const subCode = typeof answer.node.sub_code === 'string' ? answer.node.sub_code : '';
        throw new HostApiError(`alipay ${ALIPAY_MESSAGE_METHOD}: ${code ?? ''} ${subCode}`.trim());
      }
    },
  };
}

/** What the sandbox life account was asked to send. */
export interface SandboxAlipayMessage extends AlipayTemplateMessage {
  appId: string;
  /** ISO 8601. */
  sentAt: string;
}

const outbox = sandboxOutbox<SandboxAlipayMessage>('sandbox:alipay:template-messages');
export const readSandboxAlipayMessages = outbox.read;
export const recordSandboxAlipayMessage = outbox.record;
