import type { FastifyRequest } from 'fastify';
import type { StaffRole } from '@hospital/contract';
import { TOTP_ENROLMENT_ENDPOINTS, TOTP_ENROLMENT_REQUIRED } from '@hospital/contract/console';
import { bearerTokenOf } from '../../http/authenticate.ts';
import { forbidden, HttpError, OAuthError } from '../../http/http-error.ts';
import { oncePerRequest } from '../../http/once-per-request.ts';
import { needsTotpEnrolment } from './present.ts';
import { activeSession } from './session-service.ts';

const enrolmentRoutes = new Set(
  TOTP_ENROLMENT_ENDPOINTS.map((endpoint) => `${endpoint.method} ${endpoint.path}`),
);

/** The staff session whose valid token the request carries, or null. */
export const staffSessionOf = oncePerRequest(async (request) => {
  const token = bearerTokenOf(request);
  return token ? activeSession(request.server, token) : null;
});

/**
 * What `app.authenticateStaff(roles)` runs for every module's console routes: only a staff
 * session token opens them (a patient's or HIS client's token is unknown here, so 401), an
 * administrator without a confirmed authenticator only enrols one, and otherwise the member
 * must hold one of the roles (403).
 */
export const staffGuard =
  (roles: readonly StaffRole[]) =>
  async (request: FastifyRequest): Promise<void> => {
    if (!bearerTokenOf(request)) throw new OAuthError(401, 'invalid_token', '请先登录');
    const found = await staffSessionOf(request);
    if (!found) throw new OAuthError(401, 'invalid_token', '登录已过期，请重新登录');
    const { staff, session } = found;
    if (
      needsTotpEnrolment(staff) &&
      !enrolmentRoutes.has(`${request.method} ${request.routeOptions.url}`)
    )
      throw new HttpError(403, '请先绑定身份验证器', TOTP_ENROLMENT_REQUIRED);
    if (!roles.some((role) => staff.roles.includes(role))) throw forbidden();
    request.staff = {
      id: staff.id,
      username: staff.username,
      roles: staff.roles,
      sessionId: session.id,
    };
  };
