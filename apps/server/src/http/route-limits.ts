import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';

/** Route config that applies a limit of its own instead of the API's. */
export interface RouteRateLimit {
  rateLimit: {
    max: number;
    timeWindow: string;
    groupId?: string;
    keyGenerator?: (request: FastifyRequest) => string;
  };
}

const ADDRESS_KEY = 'address:';

/** The key of a caller known only by its address (an IPv6 address by its /64 network). */
export const addressKeyOf = (request: FastifyRequest): string =>
  `${ADDRESS_KEY}${normalizeIP(request.ip)}`;

export const isAddressKey = (key: string): boolean => key.startsWith(ADDRESS_KEY);

/**
 * Sign-in guesses are limited per address even for a caller who holds a valid token: a token
 * must not open a fresh budget of guesses.
 */
export const tokenRateLimit = (config: Config): RouteRateLimit => ({
  rateLimit: {
    max: config.rateLimit.tokenPerMinute,
    timeWindow: '1 minute',
    keyGenerator: addressKeyOf,
  },
});

/** Every console route counts against one budget of its own, apart from the patient app's. */
export const consoleRateLimit = (config: Config): RouteRateLimit => ({
  rateLimit: { max: config.rateLimit.consolePerMinute, timeWindow: '1 minute', groupId: 'console' },
});
