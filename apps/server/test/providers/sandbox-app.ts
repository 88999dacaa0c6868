import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { loadConfig } from '../../src/config.ts';
import { sandboxModule } from '../../src/modules/sandbox/index.ts';
import { createProviders, type Providers } from '../../src/providers/index.ts';
import { inProcessFetch } from '../../src/providers/in-process-fetch.ts';
import type { Fetch } from '../../src/providers/types.ts';
import { createMemoryStore } from '../../src/stores/index.ts';

export interface SandboxApp {
  app: FastifyInstance;
  providers: Providers;
  /** Paths (without query) the real clients asked the sandbox twins for, in order. */
  hostCalls: string[];
  /** Moves the store's clock forward. */
  advance(ms: number): void;
}

/**
 * Just the providers and the sandbox module on a bare Fastify app with a fake clock: the
 * real protocol clients talk to the twins in-process, and no database is needed.
 */
export async function createSandboxApp(
  env: Record<string, string> = { SANDBOX: '1' },
): Promise<SandboxApp> {
  let now = Date.parse('2025-03-01T08:00:00Z');
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  const store = createMemoryStore({ now: () => now });
  const hostCalls: string[] = [];
  const inner = inProcessFetch(app);
  const counting: Fetch = (url, init) => {
    hostCalls.push(new URL(url).pathname);
    return inner(url, init);
  };
  const providers = createProviders(loadConfig(env), {
    store,
    sandboxFetch: counting,
    now: () => now,
  });
  app.decorate('providers', providers);
  app.decorate('store', store);
  await app.register(sandboxModule);
  app.addHook('onClose', () => store.close());
  await app.ready();
  return {
    app,
    providers,
    hostCalls,
    advance: (ms) => {
      now += ms;
    },
  };
}
