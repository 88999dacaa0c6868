import fp from 'fastify-plugin';
import type { IncomingMessage, ServerResponse } from 'node:http';
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
 * An API answer is data, never a page: it may load nothing and be framed by no page, and of
 * the page's headers it needs only those that say something to data (no other site reads
 * it, HTTPS only, no type guessed). The page's other directives would say nothing to it,
 * and every header is written and parsed again on every call over a phone's network. API
 * answers are personal or may be: none is kept by a browser or proxy unless its route says
 * otherwise (public images, a patient's own files kept privately).
 */
function apiHeadersOf(pageHeaders: Record<string, string>): Record<string, string> {
  const kept = [
    'cross-origin-resource-policy',
    'strict-transport-security',
    'x-content-type-options',
  ];
  return {
    ...Object.fromEntries(kept.map((name) => [name, pageHeaders[name]!])),
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'cache-control': 'no-store',
  };
}

/**
 * The headers a helmet middleware sets. None of its directives depends on the request, so
 * they are worked out once rather than set header by header on every answer.
 */
function headersSetBy(middleware: ReturnType<typeof helmet>): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string) => {
      headers[name.toLowerCase()] = value;
    },
    removeHeader: () => undefined,
  };
  middleware({} as IncomingMessage, response as unknown as ServerResponse, () => undefined);
  return headers;
}

/** Security headers for every route of the app. */
export const security = fp(
  async (app: FastifyInstance) => {
    const securityHeaders = headersSetBy(
      helmet({
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
      }),
    );
    securityHeaders['permissions-policy'] = PERMISSIONS_POLICY;
    const apiHeaders = apiHeadersOf(securityHeaders);
    // Set as the request arrives, not as the answer leaves: a route's own header still
    // replaces them, and an answer then costs no pass through an onSend hook.
    app.addHook('onRequest', (request, reply, done) => {
      if (isApiPath(request.url)) void reply.headers(apiHeaders);
      else void reply.headers(securityHeaders);
      done();
    });
  },
  { name: 'security' },
);
