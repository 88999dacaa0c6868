import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import type { Config } from '../config.ts';
import { HttpError } from './http-error.ts';

/** Route config that applies the stricter token-endpoint limit. */
export interface TokenRateLimit {
  rateLimit: { max: number; timeWindow: string };
}

export async function registerSecurity(app: FastifyInstance, config: Config): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // The WeChat JS-SDK is served by WeChat itself.
        scriptSrc: ["'self'", 'https://res.wx.qq.com', 'https://res2.wx.qq.com'],
        // antd-mobile sets inline style attributes.
        styleSrc: ["'self'", "'unsafe-inline'"],
        // WeChat and Alipay avatars come from the hosts' image servers.
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        frameAncestors: ["'self'"],
        // Plain-http deployments inside a hospital network must keep working.
        upgradeInsecureRequests: null,
      },
    },
  });

  const redis = config.redisUrl
    ? new Redis(config.redisUrl, { connectTimeout: 1000, maxRetriesPerRequest: 1 })
    : undefined;
  if (redis) app.addHook('onClose', async () => void (await redis.quit()));

  await app.register(rateLimit, {
    global: true,
    max: config.rateLimit.perMinute,
    timeWindow: '1 minute',
    nameSpace: 'hospital:rate-limit:',
    ...(redis && { redis }),
    // A broken Redis must not take the hospital offline.
    skipOnError: true,
    errorResponseBuilder: () => new HttpError(429, '请求过于频繁，请稍后再试', 'RATE_LIMITED'),
  });
}

export const tokenRateLimit = (config: Config): TokenRateLimit => ({
  rateLimit: { max: config.rateLimit.tokenPerMinute, timeWindow: '1 minute' },
});
