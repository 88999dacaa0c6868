export { authModule } from './routes.ts';
export { issueAppLoginCode } from './app-login-codes-repository.ts';
export { forgetSignInsOf, hostSubjectOf } from './identities-repository.ts';
export { hashPassword, verifyPassword } from './passwords.ts';
export { digestsEqual, sha256 } from '../../secrets.ts';
export { latestSignInHost, revokeUserTokens } from './tokens-repository.ts';
export { announceRevoked, signedInUserOf } from './sessions.ts';
