import {
  bindPhoneEndpoint,
  meEndpoint,
  registerUserEndpoint,
  resetPasswordEndpoint,
  unregisterUserEndpoint,
  updateLocaleEndpoint,
  updateNameEndpoint,
} from '@hospital/contract';
import type { FastifyInstance } from 'fastify';
import { depsOf } from '../../deps.ts';
import { notFound } from '../../http/http-error.ts';
import { route } from '../../http/route.ts';
import {
  bindAccountPhone,
  chooseAccountLocale,
  registerAccount,
  renameAccount,
  resetAccountPassword,
} from './account-service.ts';
import { findMe } from './repository.ts';
import { unregisterAccount } from './unregister-service.ts';

/** The account itself: profile, registration, password reset, phone, name, language, closing it. */
export async function userModule(app: FastifyInstance): Promise<void> {
  const deps = depsOf(app);

  route(app, meEndpoint, async ({ user }) => {
    const me = await findMe(deps.db, user.id);
    if (!me) throw notFound('用户不存在');
    return me;
  });

  route(app, registerUserEndpoint, async ({ body }) => ({
    userId: await registerAccount(deps, body),
  }));

  route(app, resetPasswordEndpoint, async ({ body }) => {
    await resetAccountPassword(deps, body);
    return { ok: true as const };
  });

  route(app, bindPhoneEndpoint, async ({ body, user }) => {
    await bindAccountPhone(deps, user.id, body);
    return { phone: body.phone };
  });

  route(app, updateNameEndpoint, async ({ body, user }) => {
    await renameAccount(deps, user.id, body.name);
    return { name: body.name };
  });

  route(app, updateLocaleEndpoint, async ({ body, user }) => {
    await chooseAccountLocale(deps, user.id, body.locale);
    return { locale: body.locale };
  });

  route(app, unregisterUserEndpoint, async ({ body, user }) => {
    await unregisterAccount(deps, user.id, body);
    return { ok: true as const };
  });
}
