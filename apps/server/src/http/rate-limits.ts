import fp from 'fastify-plugin';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Redis } from 'ioredis';
import { CONSOLE_API_PREFIX, HIS_API_PREFIX } from '@hospital/contract';
import { staffSessionOf } from '../modules/staff/index.ts';
import { signedInPatientOf } from './authenticate.ts';
import { signedInHisClientOf } from './authenticate-his.ts';
import { isApiPath } from './errors.ts';
import { HttpError } from './http-error.ts';
import { addressKeyOf, isAddressKey } from './route-limits.ts';

/**
 * A caller with a valid token is counted on its own account, so the patients behind one
 * hospital network do not share one budget; anyone else by address. Each door knows only its
 * own tokens, so a token is looked up where the path says it belongs.
 */
async function callerKeyOf(request: FastifyRequest): Promise<string> {
  const { url } = request;
  if (url.startsWith(`${HIS_API_PREFIX}/`)) {
    const client = await signedInHisClientOf(request);
    if (client) return `his:${client.clientId}`;
  } else if (url.startsWith(CONSOLE_API_PREFIX)) {
    const found = await staffSessionOf(request);
    if (found) return `staff:${found.staff.id}`;
  } else {
    const patient = await signedInPatientOf(request);
    if (patient) return `patient:${patient.id}`;
  }
  return addressKeyOf(request);
}

/**
 * The flood limits of the API, in the shared store so every instance counts the same
 * requests. Pages and their files are never limited: every patient on a hospital's Wi-Fi
 * loads them from one address on a first visit, and they cost the server a file read.
 */
export const rateLimits = fp(
  async (app: FastifyInstance) => {
    const { config } = app;
    const redis = config.redisUrl
      ? new Redis(config.redisUrl, { connectTimeout: 1000, maxRetriesPerRequest: 1 })
      : undefined;
    if (redis) app.addHook('onClose', async () => void (await redis.quit()));

    // Before the limiter's own onRoute hook, which reads this route config. The HIS API
    // counts its own requests against its own limit (modules/his).
    app.addHook('onRoute', (route) => {
      if (!isApiPath(route.url) || route.url.startsWith(`${HIS_API_PREFIX}/`))
        route.config = { ...route.config, rateLimit: false };
    });

    await app.register(rateLimit, {
      global: true,
      keyGenerator: callerKeyOf,
      max: (_request, key) =>
        isAddressKey(key) ? config.rateLimit.anonymousPerMinute : config.rateLimit.perMinute,
      timeWindow: '1 minute',
      nameSpace: 'hospital:rate-limit:',
      ...(redis && { redis }),
      // A broken Redis must not take the hospital offline.
      skipOnError: true,
      // The patient app paces itself by what it shows, not by a budget: only a refused call
      // says when to come back (Retry-After), and an answer carries no three headers more
      // over a phone's network.
      addHeadersOnExceeding: {
        'x-ratelimit-limit': false,
        'x-ratelimit-remaining': false,
        'x-ratelimit-reset': false,
      },
      errorResponseBuilder: () => new HttpError(429, '请求过于频繁，请稍后再试', 'RATE_LIMITED'),
    });
  },
  { name: 'rate-limits' },
);
