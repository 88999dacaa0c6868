import type { FastifyInstance } from 'fastify';
import { syncOAuthClients } from './clients.ts';
import { registerRevokeRoute, registerTokenRoute } from './routes.ts';

export { issueAppLoginCode } from './app-login-codes.ts';
export { hashPassword, verifyPassword } from './passwords.ts';
export { revokeUserTokens } from './tokens.ts';

/** POST /oauth/token and /oauth/revoke; the bearer check itself is `app.authenticate` (src/http/authenticate.ts). */
export async function authModule(app: FastifyInstance): Promise<void> {
  await syncOAuthClients(app.db, app.config.oauthClients);
  registerTokenRoute(app);
  registerRevokeRoute(app);
}
