import fp from 'fastify-plugin';
import helmet from 'helmet';
import type { FastifyInstance } from 'fastify';
import { isApiPath } from './errors.ts';

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

/**
 * Security headers for every route of the app. Helmet's middleware is made once here: the
 * Fastify plugin made it again on every request, parsing the policy each time.
 */
export const security = fp(
  async (app: FastifyInstance) => {
    const securityHeaders = helmet({
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
    app.addHook('onRequest', (request, reply, done) => {
      securityHeaders(request.raw, reply.raw, () => done());
    });

    app.addHook('onSend', async (request, reply) => {
      void reply.header('permissions-policy', PERMISSIONS_POLICY);
      // API answers are personal or may be: none is kept by a browser or proxy unless its
      // route says otherwise (public images, a patient's own files kept privately).
      if (isApiPath(request.url) && !reply.hasHeader('cache-control')) {
        void reply.header('cache-control', 'no-store');
      }
    });
  },
  { name: 'security' },
);
