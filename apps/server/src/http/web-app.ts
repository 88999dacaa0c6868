import fp from 'fastify-plugin';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { depsOf } from '../deps.ts';
import { loadIndexInit } from '../modules/index-init/index.ts';
import { appPage } from './app-page.ts';
import { isApiPath, sendNotFound } from './errors.ts';

const NO_CACHE = 'no-cache';
/** Vite puts a content hash in every file name under assets/. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** The staff console's pages; its API (/console/api/) is an API path and never gets a page. */
const CONSOLE_PREFIX = '/console/';

const wantsPage = (request: FastifyRequest) =>
  (request.method === 'GET' || request.method === 'HEAD') &&
  !isApiPath(request.url) &&
  (request.headers.accept ?? '').includes('text/html');

const pathOf = (url: string) => url.split('?')[0] ?? '';

const setHeaders = (reply: { header: (name: string, value: string) => unknown }, path: string) =>
  void reply.header('cache-control', path.includes('/assets/') ? IMMUTABLE : NO_CACHE);

/**
 * How both apps' files are served. The build writes a brotli and a gzip copy beside each
 * file; the one the browser accepts is sent (brotli first), under the original's type and
 * cache rule, the page's index.html included.
 */
const SERVING = { wildcard: false, preCompressed: true, setHeaders } as const;

/**
 * Serves the built patient web app at / and the staff console at /console/. Both routers use
 * history mode, so a page address like /personal or /console/staff that is not a file gets
 * its app's index.html and the app routes it.
 */
export const webApp = fp(
  async (app: FastifyInstance) => {
    const { webDist, webHomeRenderer, consoleDist } = app.config;
    const hasWebApp = existsSync(join(webDist, 'index.html'));
    const hasConsole = existsSync(join(consoleDist, 'index.html'));
    if (hasWebApp) {
      // `/` is a page like the others: made per request, with the home's data inside.
      await app.register(fastifyStatic, { root: webDist, ...SERVING, index: false });
    }
    const deps = depsOf(app);
    const sendAppPage =
      hasWebApp && (await appPage(webDist, webHomeRenderer, () => loadIndexInit(deps), app.log));
    if (hasConsole) {
      await app.register(fastifyStatic, {
        root: consoleDist,
        prefix: CONSOLE_PREFIX,
        ...SERVING,
        // reply.sendFile comes from whichever registration is first.
        decorateReply: !hasWebApp,
      });
    }

    app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
      if (!wantsPage(request)) return sendNotFound(reply);
      const path = pathOf(request.url);
      if (path === '/console') return reply.redirect(CONSOLE_PREFIX);
      if (path.startsWith(CONSOLE_PREFIX)) {
        if (!hasConsole) {
          return reply.code(503).send({ message: '管理后台尚未构建', code: 'CONSOLE_APP_MISSING' });
        }
        return reply.header('cache-control', NO_CACHE).sendFile('index.html', consoleDist);
      }
      if (!sendAppPage) {
        return reply.code(503).send({ message: '网页应用尚未构建', code: 'WEB_APP_MISSING' });
      }
      reply.header('cache-control', NO_CACHE);
      return sendAppPage(request, reply);
    });
  },
  { name: 'web-app' },
);
