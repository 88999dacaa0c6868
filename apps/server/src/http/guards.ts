import type { FastifyReply, FastifyRequest } from 'fastify';
import type { HisScope, StaffRole } from '@hospital/contract';

/** A HIS integration signed in with the client-credentials grant. */
export interface HisClient {
  clientId: string;
  scopes: readonly HisScope[];
}

/** A staff member signed in to the console. */
export interface StaffMember {
  id: number;
  username: string;
  roles: readonly StaffRole[];
  sessionId: number;
}

type Guard = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

declare module 'fastify' {
  interface FastifyRequest {
    hisClient?: HisClient;
    staff?: StaffMember;
  }
  interface FastifyInstance {
    /** preHandler: 401 without a valid HIS token, 403 unless it holds `scope`. */
    authenticateHis: (scope: HisScope) => Guard;
    /** preHandler: 401 without a valid staff session, 403 unless it holds one of `roles`. */
    authenticateStaff: (roles: readonly StaffRole[]) => Guard;
  }
}
