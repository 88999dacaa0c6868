import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { HostApiError, type Fetch } from '../../../src/providers/types.ts';
import {
  createSmsSender,
  latestSandboxCode,
  readSandboxInbox,
} from '../../../src/providers/sms/index.ts';
import { createMemoryStore } from '../../../src/stores/index.ts';
import { testNow } from '../../helpers/test-clock.ts';

const log = { info: vi.fn() } as unknown as FastifyBaseLogger;
const noGateway = { gatewayUrl: undefined, token: undefined };

describe('createSmsSender', () => {
  it('posts the code to the configured gateway with its token', async () => {
    const fetch = vi.fn<Fetch>(() => Promise.resolve(new Response('{"ok":true}')));
    const sender = createSmsSender(
      { sandbox: true, sms: { gatewayUrl: 'https://sms.example.test/send', token: 'gw-token' } },
      { store: createMemoryStore({ now: testNow }), log, fetch, now: testNow },
    );
    await sender.sendCode('13800138000', '123456', 'login');
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe('https://sms.example.test/send');
    expect(init?.method).toBe('POST');
    expect(new Headers(init?.headers).get('authorization')).toBe('Bearer gw-token');
    expect(JSON.parse(init?.body as string)).toEqual({
      phone: '13800138000',
      scene: 'login',
      code: '123456',
    });
  });

  it('turns a gateway refusal into a HostApiError', async () => {
    const fetch: Fetch = () => Promise.resolve(new Response('quota', { status: 503 }));
    const sender = createSmsSender(
      { sandbox: false, sms: { gatewayUrl: 'https://sms.example.test/send', token: undefined } },
      { store: createMemoryStore({ now: testNow }), log, fetch, now: testNow },
    );
    await expect(sender.sendCode('13800138000', '123456', 'login')).rejects.toBeInstanceOf(
      HostApiError,
    );
  });

  it('keeps messages in the sandbox inbox, newest first, when no gateway is set', async () => {
    const store = createMemoryStore({ now: testNow });
    const sender = createSmsSender({ sandbox: true, sms: noGateway }, { store, log, now: testNow });
    await sender.sendCode('13800138000', '111111', 'register');
    await sender.sendCode('13900139000', '222222', 'reset');
    const inbox = await readSandboxInbox(store);
    expect(inbox.map((message) => message.code)).toEqual(['222222', '111111']);
    expect(await latestSandboxCode(store, '13800138000')).toBe('111111');
  });

  it('fails every send without a gateway or a sandbox', async () => {
    const sender = createSmsSender(
      { sandbox: false, sms: noGateway },
      { store: createMemoryStore({ now: testNow }), log, now: testNow },
    );
    await expect(sender.sendCode('13800138000', '123456', 'bind')).rejects.toBeInstanceOf(
      HostApiError,
    );
  });
});
