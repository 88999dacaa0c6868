/**
 * The outside systems a host signs in through. Each has a real protocol client (used when
 * its credentials are configured) and a sandbox twin under /sandbox/* that speaks the same
 * protocol locally.
 */
export type IdentityProvider = 'wechat_oa' | 'wechat_mini' | 'alipay' | 'app';

/** Who the host says the person is, after a code exchange. */
export interface HostIdentity {
  provider: IdentityProvider;
  /** openid, mini-program openid, or Alipay user id. */
  subject: string;
  unionid?: string;
  nickname?: string;
  avatarUrl?: string;
}

/** Thrown when a code is unknown, expired, already used or refused by the host. */
export class InvalidCodeError extends Error {}

export interface CodeExchanger {
  exchangeCode(code: string): Promise<HostIdentity>;
}

/**
 * The host answered something other than a verdict on the code: a transport failure, a bad
 * signature, or a configuration error such as a wrong secret. Callers answer 502, not 400.
 */
export class HostApiError extends Error {}

/** The slice of `fetch` the clients use; the sandbox passes one that stays in-process. */
export type Fetch = (url: string, init?: RequestInit) => Promise<Response>;
