import type { FastifyReply } from 'fastify';

/** Who a bearer token belongs to; set on the request by the auth plugin. */
export interface AuthUser {
  id: number;
  /** The host the token was issued for (the spec's serverSource). */
  host: 'WXGZH' | 'WXXCX' | 'ZFBSHH' | 'WXAPP';
  tokenId: number;
}

declare module 'fastify' {
  interface FastifyRequest {
    user?: AuthUser;
  }
  interface FastifyInstance {
    /** preHandler: answers 401 unless a valid, unexpired, unrevoked bearer token is sent. */
    authenticate: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
}
