import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { KeyValueStore } from '../../stores/index.ts';
import { HostApiError, type Fetch } from '../types.ts';
import { createSmsGatewayClient } from './gateway-client.ts';
import { createSandboxSmsSender } from './sandbox-inbox.ts';
import type { SmsSender } from './types.ts';

export type { SmsSender } from './types.ts';
export { latestSandboxCode, readSandboxInbox, type SandboxSms } from './sandbox-inbox.ts';

export interface SmsDeps {
  store: KeyValueStore;
  log: FastifyBaseLogger;
  fetch?: Fetch;
  /** Milliseconds since the epoch: the sandbox inbox dates what it keeps. */
  now: () => number;
}

const unconfigured: SmsSender = {
  sendCode: () => Promise.reject(new HostApiError('SMS gateway not configured')),
};

/** The configured gateway; else the sandbox inbox when SANDBOX is on; else every send fails. */
export function createSmsSender(config: Pick<Config, 'sms' | 'sandbox'>, deps: SmsDeps): SmsSender {
  if (config.sms.gatewayUrl) {
    return createSmsGatewayClient({
      url: config.sms.gatewayUrl,
      token: config.sms.token,
      fetch: deps.fetch ?? globalThis.fetch,
    });
  }
  return config.sandbox ? createSandboxSmsSender(deps.store, deps.log, deps.now) : unconfigured;
}
