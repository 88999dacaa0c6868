import type { SmsScene } from '@hospital/contract';
import { fetchText } from '../http.ts';
import type { Fetch } from '../types.ts';
import type { SmsSender } from './types.ts';

export interface SmsGatewayOptions {
  url: string;
  /** Sent as a bearer token when set. */
  token: string | undefined;
  fetch: Fetch;
}

/**
 * An HTTP SMS gateway: one JSON POST per message, HTTP 200 meaning accepted. The gateway
 * owns the operator account, the signature and the template per scene, so switching
 * operators is its configuration, not ours.
 */
export function createSmsGatewayClient(options: SmsGatewayOptions): SmsSender {
  return {
    async sendCode(phone: string, code: string, scene: SmsScene) {
      await fetchText(options.fetch, options.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(options.token && { authorization: `Bearer ${options.token}` }),
        },
        body: JSON.stringify({ phone, scene, code }),
      });
    },
  };
}
