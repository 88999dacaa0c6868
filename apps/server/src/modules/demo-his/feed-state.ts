import type { FastifyInstance } from 'fastify';

/** Keyed by the HTTP server, which every plugin scope of one app shares. */
const fedApps = new WeakSet<object>();

export const markDemoHisFed = (app: FastifyInstance): void => void fedApps.add(app.server);
export const isDemoHisFed = (app: FastifyInstance): boolean => fedApps.has(app.server);
