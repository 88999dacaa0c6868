import fp from 'fastify-plugin';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isApiPath, sendNotFound } from './errors.ts';

const NO_CACHE = 'no-cache';
/** Vite puts a content hash in every file name under assets/. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

const wantsPage = (request: FastifyRequest) =>
  (request.method === 'GET' || request.method === 'HEAD') &&
  !isApiPath(request.url) &&
  (request.headers.accept ?? '').includes('text/html');

/**
 * Serves the built web app. Its router uses history mode, so a page address like /personal
 * that is not a file gets index.html and the app routes it.
 */
export const webApp = fp(
  async (app: FastifyInstance) => {
    const { webDist } = app.config;
    const hasWebApp = existsSync(join(webDist, 'index.html'));
    if (hasWebApp) {
      await app.register(fastifyStatic, {
        root: webDist,
        wildcard: false,
        setHeaders: (reply, path) => {
          void reply.header('cache-control', path.includes('/assets/') ? IMMUTABLE : NO_CACHE);
        },
      });
    }

    app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
      if (!wantsPage(request)) return sendNotFound(reply);
      if (!hasWebApp) {
        return reply.code(503).send({ message: '网页应用尚未构建', code: 'WEB_APP_MISSING' });
      }
      return reply.header('cache-control', NO_CACHE).sendFile('index.html');
    });
  },
  { name: 'web-app' },
);
