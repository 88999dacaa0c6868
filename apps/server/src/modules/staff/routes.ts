import type { FastifyInstance } from 'fastify';
import {
  confirmTotpEndpoint,
  createStaffEndpoint,
  listStaffEndpoint,
  meEndpoint,
  resetStaffPasswordEndpoint,
  setStaffDisabledEndpoint,
  setStaffRolesEndpoint,
  signInEndpoint,
  signOutEndpoint,
  startTotpEndpoint,
} from '@hospital/contract/console';
import { depsOf } from '../../deps.ts';
import { notFound } from '../../http/http-error.ts';
import { route } from '../../http/route.ts';
import {
  createStaff,
  resetStaffPassword,
  setStaffDisabled,
  setStaffRoles,
  type StaffActor,
} from './accounts-service.ts';
import { toAccount, toSelf } from './present.ts';
import { findStaffById, listStaffUsers } from './repository.ts';
import { signIn, signOut } from './session-service.ts';
import { confirmTotpEnrolment, startTotpEnrolment } from './totp-service.ts';

/** Staff sign-in and accounts, under /console/api; the console keeps its token in memory. */
export async function staffModule(app: FastifyInstance): Promise<void> {
  const deps = depsOf(app);
  const actor = (staff: { id: number }, request: { id: string }): StaffActor => ({
    staffId: staff.id,
    requestId: request.id,
  });

  route(app, signInEndpoint, ({ body, request }) =>
    signIn(deps, body, { ip: request.ip, requestId: request.id }),
  );

  route(app, meEndpoint, async ({ staff }) => {
    const row = await findStaffById(app.db, staff.id);
    if (!row) throw notFound('员工账号不存在');
    return toSelf(row);
  });

  route(app, signOutEndpoint, async ({ staff, request }) => {
    await signOut(deps, { id: staff.id, sessionId: staff.sessionId }, request.id);
    return undefined;
  });

  route(app, startTotpEndpoint, ({ staff, request }) =>
    startTotpEnrolment(deps, actor(staff, request)),
  );

  route(app, confirmTotpEndpoint, ({ staff, request, body }) =>
    confirmTotpEnrolment(deps, actor(staff, request), body.code),
  );

  route(app, listStaffEndpoint, async () => (await listStaffUsers(app.db)).map(toAccount));

  route(app, createStaffEndpoint, ({ staff, request, body }) =>
    createStaff(deps, actor(staff, request), body),
  );

  route(app, setStaffRolesEndpoint, ({ staff, request, params, body }) =>
    setStaffRoles(deps, actor(staff, request), params.id, body.roles),
  );

  route(app, setStaffDisabledEndpoint, ({ staff, request, params, body }) =>
    setStaffDisabled(deps, actor(staff, request), params.id, body.disabled),
  );

  route(app, resetStaffPasswordEndpoint, async ({ staff, request, params, body }) => {
    await resetStaffPassword(deps, actor(staff, request), params.id, body.password);
    return undefined;
  });
}
