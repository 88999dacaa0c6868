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
