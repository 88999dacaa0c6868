import type { SmsScene } from '@hospital/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { KeyValueStore } from '../../stores/index.ts';
import type { SmsSender } from './types.ts';

export interface SandboxSms {
  phone: string;
  code: string;
  scene: SmsScene;
  /** ISO 8601. */
  sentAt: string;
}

const INBOX_KEY = 'sandbox:sms:inbox';
const latestKey = (phone: string) => `sandbox:sms:latest:${phone}`;
const INBOX_SIZE = 50;
const INBOX_TTL_SECONDS = 24 * 3600;
/** As long as a code is valid. */
const LATEST_TTL_SECONDS = 300;

/** Newest first. */
export async function readSandboxInbox(store: KeyValueStore): Promise<SandboxSms[]> {
  const stored = await store.get(INBOX_KEY);
  return stored ? (JSON.parse(stored) as SandboxSms[]) : [];
}

export const latestSandboxCode = (store: KeyValueStore, phone: string) =>
  store.get(latestKey(phone));

/**
 * The SMS gateway's twin: keeps what would have been sent in the store, for the sandbox
 * inbox page and for tests. The code goes into the log here, and only here.
 */
export function createSandboxSmsSender(
  store: KeyValueStore,
  log: FastifyBaseLogger,
  now: () => number,
): SmsSender {
  return {
    async sendCode(phone, code, scene) {
      const message: SandboxSms = { phone, code, scene, sentAt: new Date(now()).toISOString() };
      const inbox = [message, ...(await readSandboxInbox(store))].slice(0, INBOX_SIZE);
      await store.set(INBOX_KEY, JSON.stringify(inbox), INBOX_TTL_SECONDS);
      await store.set(latestKey(phone), code, LATEST_TTL_SECONDS);
      log.info({ scene, phoneEnding: phone.slice(-4) }, `sandbox SMS code ${code}`);
    },
  };
}
