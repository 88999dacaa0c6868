import type { FastifyInstance } from 'fastify';
import { questionnairesConsoleRoutes } from './console-routes.ts';

/** Questionnaires are asked by each area's own pages; this module serves the console's editing. */
export async function questionnairesModule(app: FastifyInstance): Promise<void> {
  questionnairesConsoleRoutes(app);
}
