import { createHash, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** A person the sandbox pretends is signed in to WeChat or Alipay. */
export interface SandboxUser {
  key: string;
  nickname: string;
  /** WeChat's 0 unknown, 1 male, 2 female. */
  sex: 0 | 1 | 2;
}

export const DEMO_USERS: readonly SandboxUser[] = [
  { key: 'zhangsan', nickname: '张三', sex: 1 },
  { key: 'lisi', nickname: '李四', sex: 1 },
  { key: 'wangfang', nickname: '王芳', sex: 2 },
];
const DEFAULT_USER = 'zhangsan';
/** The consent pages offer this choice to sign in as someone never seen before. */
export const NEW_USER_CHOICE = 'new';

const NEW_USER_KEY = /^new-[0-9a-f]{8}$/;

export function findUser(key: string): SandboxUser | undefined {
  if (NEW_USER_KEY.test(key)) return { key, nickname: `新用户${key.slice(-4)}`, sex: 0 };
  return DEMO_USERS.find((user) => user.key === key);
}

/** A demo user by key, or a fresh one for the "new user" choice. */
export function chooseUser(choice: string): SandboxUser | undefined {
  if (choice === NEW_USER_CHOICE) return findUser(`new-${randomBytes(4).toString('hex')}`);
  return findUser(choice);
}

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Stable per app, as WeChat's openids are; the unionid is shared across the apps. */
export const openidFor = (appid: string, user: SandboxUser) =>
  `o${digest(`${appid}:${user.key}`).toString('base64url').slice(0, 27)}`;
export const unionidFor = (user: SandboxUser) =>
  `u${digest(`union:${user.key}`).toString('base64url').slice(0, 27)}`;
export const alipayUserIdFor = (user: SandboxUser) =>
  `2088${digest(`alipay:${user.key}`).readBigUInt64BE().toString().padStart(12, '0').slice(-12)}`;

export const avatarPath = (user: SandboxUser) => `/sandbox/avatars/${user.key}.svg`;

/** A generated avatar (the first character on a coloured disc); nothing is hot-linked. */
export function avatarSvg(user: SandboxUser): string {
  const hue = digest(user.key).readUInt16BE() % 360;
  const initial = [...user.nickname][0] ?? '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="132" height="132" viewBox="0 0 132 132"><circle cx="66" cy="66" r="66" fill="hsl(${hue},55%,55%)"/><text x="66" y="84" font-size="52" text-anchor="middle" fill="#fff" font-family="sans-serif">${initial}</text></svg>`;
}

// Silent scopes (snsapi_base, auth_base) show no page, so they reuse whoever signed in last.
const COOKIE = 'sandbox_user';

export function rememberedUser(request: FastifyRequest): SandboxUser {
  const cookies = request.headers.cookie ?? '';
  const match = new RegExp(`(?:^|;\\s*)${COOKIE}=([^;]+)`).exec(cookies);
  return (match?.[1] && findUser(match[1])) || (findUser(DEFAULT_USER) as SandboxUser);
}

export function rememberUser(reply: FastifyReply, user: SandboxUser): void {
  reply.header(
    'set-cookie',
    `${COOKIE}=${user.key}; Path=/sandbox; HttpOnly; SameSite=Lax; Max-Age=2592000`,
  );
}
