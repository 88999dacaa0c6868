import { randomBytes } from 'node:crypto';
import type { KeyValueStore } from '../../stores/index.ts';
import { fetchJson, hostUrl } from '../http.ts';
import { HostApiError } from '../types.ts';
import { checkErrcode, requireString } from './errors.ts';
import type { WechatCredentials } from './code-exchange.ts';
import { signJsapi } from './jsapi-signature.ts';

/** What `wx.config` needs besides the list of JS APIs. */
export interface JsapiConfig {
  appId: string;
  timestamp: number;
  nonceStr: string;
  signature: string;
}

export interface JsapiService {
  getConfig(url: string): Promise<JsapiConfig>;
  /** The official account's base access token, shared with other server-side WeChat APIs. */
  getAccessToken(): Promise<string>;
}

// Refresh a little before WeChat's expiry, so a token read near the end is still good.
const EXPIRY_MARGIN_SECONDS = 300;

export interface JsapiOptions extends WechatCredentials {
  store: KeyValueStore;
  /** Milliseconds since the epoch: signatures are timestamped. */
  now: () => number;
}

/**
 * cgi-bin/token and the jsapi ticket are rate-limited per day, so both are cached in the
 * shared store for the whole deployment, and concurrent misses in one process share a call.
 */
export function createJsapiService({
  appid,
  secret,
  apiBase,
  fetch,
  store,
  now,
}: JsapiOptions): JsapiService {
  const inFlight = new Map<string, Promise<string>>();

  const cached =
    (key: string, load: () => Promise<{ value: string; expiresIn: number }>) => async () => {
      const hit = await store.get(key);
      if (hit) return hit;
      let pending = inFlight.get(key);
      if (!pending) {
        pending = load()
          .then(async ({ value, expiresIn }) => {
            await store.set(key, value, Math.max(60, expiresIn - EXPIRY_MARGIN_SECONDS));
            return value;
          })
          .finally(() => inFlight.delete(key));
        inFlight.set(key, pending);
      }
      return pending;
    };

  const getAccessToken = cached(`wechat:access-token:${appid}`, async () => {
    const body = await fetchJson(
      fetch,
      hostUrl(apiBase, '/cgi-bin/token', { grant_type: 'client_credential', appid, secret }),
    );
    checkErrcode(body, 'cgi-bin/token');
    return {
      value: requireString(body, 'access_token', 'cgi-bin/token'),
      expiresIn: expiresIn(body),
    };
  });

  const getTicket = cached(`wechat:jsapi-ticket:${appid}`, async () => {
    const accessToken = await getAccessToken();
    const body = await fetchJson(
      fetch,
      hostUrl(apiBase, '/cgi-bin/ticket/getticket', { access_token: accessToken, type: 'jsapi' }),
    );
    checkErrcode(body, 'cgi-bin/ticket/getticket');
    return {
      value: requireString(body, 'ticket', 'cgi-bin/ticket/getticket'),
      expiresIn: expiresIn(body),
    };
  });

  return {
    getAccessToken,
    async getConfig(url) {
      const ticket = await getTicket();
      const timestamp = Math.floor(now() / 1000);
      const nonceStr = randomBytes(12).toString('base64url');
      return {
        appId: appid,
        timestamp,
        nonceStr,
        signature: signJsapi({ jsapi_ticket: ticket, noncestr: nonceStr, timestamp, url }),
      };
    },
  };
}

function expiresIn(body: Record<string, unknown>): number {
  const value = body.expires_in;
  if (typeof value !== 'number' || value <= 0)
    throw new HostApiError('wechat: answer lacks expires_in');
  return value;
}
