import type { FastifyInstance } from 'fastify';
import { syncOAuthClients } from './clients.ts';
import { registerTokenRoute } from './routes.ts';

export { issueAppLoginCode } from './app-login-codes.ts';
export { revokeUserTokens } from './tokens.ts';

/** POST /oauth/token; the bearer check itself is `app.authenticate` (src/http/authenticate.ts). */
export async function authModule(app: FastifyInstance): Promise<void> {
  await syncOAuthClients(app.db, app.config.oauthClients);
  registerTokenRoute(app);
}
