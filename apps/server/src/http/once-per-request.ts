import type { FastifyRequest } from 'fastify';

/**
 * A lookup about a request that runs once however many ask: the rate limit keys a request by
 * its caller before the route's guard checks the same caller, and neither pays for the
 * other's query.
 */
export function oncePerRequest<T>(
  lookup: (request: FastifyRequest) => Promise<T>,
): (request: FastifyRequest) => Promise<T> {
  const results = new WeakMap<FastifyRequest, Promise<T>>();
  return (request) => {
    let result = results.get(request);
    if (!result) {
      result = lookup(request);
      results.set(request, result);
    }
    return result;
  };
}
