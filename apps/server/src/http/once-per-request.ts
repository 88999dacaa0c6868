import type { FastifyRequest } from 'fastify';
import { oncePer } from '../once-per.ts';

/**
 * A lookup about a request that runs once however many ask: the rate limit keys a request by
 * its caller before the route's guard checks the same caller, and neither pays for the
 * other's query.
 */
export const oncePerRequest = <T>(
  lookup: (request: FastifyRequest) => Promise<T>,
): ((request: FastifyRequest) => Promise<T>) => oncePer(lookup);
