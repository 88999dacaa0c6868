import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import type { Config } from '../config.ts';
import { isApiPath } from './errors.ts';
import { HttpError } from './http-error.ts';

/** The app uses none of these browser powers; a page that is tricked into it gets none either. */
const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'camera=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'payment=()',
  'usb=()',
].join(', ');

/** Route config that applies a limit of its own instead of the global one. */
export interface TokenRateLimit {
  rateLimit: { max: number; timeWindow: string; groupId?: string };
}

/** Security headers and the global rate limit, for every route of the app. */
export const security = fp(
  async (app: FastifyInstance) => {
    const { config } = app;
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

    app.addHook('onSend', async (request, reply) => {
      void reply.header('permissions-policy', PERMISSIONS_POLICY);
      // API answers are personal or may be: none is kept by a browser or proxy unless its
      // route says otherwise (public images, a patient's own files kept privately).
      if (isApiPath(request.url) && !reply.hasHeader('cache-control')) {
        void reply.header('cache-control', 'no-store');
      }
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
  },
  { name: 'security' },
);

export const tokenRateLimit = (config: Config): TokenRateLimit => ({
  rateLimit: { max: config.rateLimit.tokenPerMinute, timeWindow: '1 minute' },
});

/** Every console route counts against one budget of its own, apart from the patient app's. */
export const consoleRateLimit = (config: Config): TokenRateLimit => ({
  rateLimit: { max: config.rateLimit.consolePerMinute, timeWindow: '1 minute', groupId: 'console' },
});
