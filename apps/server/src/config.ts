import { fileURLToPath } from 'node:url';
import type { RegistrationWindow } from '@hospital/contract';
import { z } from 'zod';

/** The hospital's name is a constant of the product, not a setting. */
export const DEFAULT_HOSPITAL_NAME = '仁和医院';

const DEFAULT_WEB_DIST = fileURLToPath(new URL('../../web/dist', import.meta.url));
const DEFAULT_WEB_HOME_RENDERER = fileURLToPath(
  new URL('../../web/dist-ssr/prerender.js', import.meta.url),
);
const DEFAULT_CONSOLE_DIST = fileURLToPath(new URL('../../console/dist', import.meta.url));

const optional = z.string().trim().optional();

const clock = (text: string) => ({
  hour: Number(text.slice(0, 2)),
  minute: Number(text.slice(3, 5)),
});

/** HH:MM-HH:MM, e.g. 07:00-00:30 (the end may be past midnight). */
const windowText = z
  .string()
  .trim()
  .regex(/^([01]\d|2[0-3]):[0-5]\d-([01]\d|2[0-3]):[0-5]\d$/, 'must be HH:MM-HH:MM')
  .transform((text) => ({ start: clock(text.slice(0, 5)), end: clock(text.slice(6)) }))
  .optional();

const flag = z
  .string()
  .trim()
  .toLowerCase()
  .optional()
  .transform((value, context) => {
    if (value === undefined) return undefined;
    if (['1', 'true', 'yes', 'on'].includes(value)) return true;
    if (['0', 'false', 'no', 'off'].includes(value)) return false;
    context.addIssue({ code: 'custom', message: 'must be 1/0, true/false, yes/no or on/off' });
    return z.NEVER;
  });

/** The OAuth client secret everyone can read here and in the web build's default. */
const DEMO_CLIENT_SECRET = 'patient-web-secret';

/** The demo HIS's client secret when DEMO_HIS_SECRET is unset; demo mode never runs in production. */
const DEMO_HIS_SECRET = 'demo-his-secret-not-for-production';

/** Signs the door passes of health registration; anyone can forge a pass while this one is in use. */
const DEMO_HEALTH_PASS_SECRET = 'demo-health-pass-secret-not-for-production';

/** `id:secret` pairs separated by commas; a secret may itself contain colons. */
const oauthClients = z
  .string()
  .default(`patient-web:${DEMO_CLIENT_SECRET}`)
  .transform((value, context) =>
    value
      .split(',')
      .map((pair) => pair.trim())
      .filter(Boolean)
      .map((pair) => {
        const colon = pair.indexOf(':');
        if (colon <= 0 || colon === pair.length - 1) {
          context.addIssue({ code: 'custom', message: 'each client must be written id:secret' });
          return { clientId: '', secret: '' };
        }
        return { clientId: pair.slice(0, colon), secret: pair.slice(colon + 1) };
      }),
  );

/** Every demo staff account's password; the README names it. */
/**
 * TRUST_PROXY: which proxies' X-Forwarded-For to believe. The balancers' addresses or
 * networks (`10.0.0.2,10.1.0.0/16`) trust only them, so a client cannot put an address of its
 * choosing in the header to escape its rate limit; `1`/`true` trusts every hop, which is safe
 * only when the server is reachable through the balancer alone and the balancer overwrites
 * the header.
 */
function trustedProxiesOf(value: string | undefined): boolean | string {
  if (value === undefined) return false;
  const word = value.toLowerCase();
  if (['0', 'false', 'no', 'off'].includes(word)) return false;
  if (['1', 'true', 'yes', 'on'].includes(word)) return true;
  return value;
}

const DEMO_STAFF_PASSWORD = 'console-demo-2026';
/** The demo administrator's authenticator secret, so anyone can add it to an app and sign in. */
const DEMO_ADMIN_TOTP_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

const EnvSchema = z.object({
  NODE_ENV: optional,
  API_DOCS: flag,
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optional,
  REDIS_URL: optional,
  TRUST_PROXY: z.string().trim().optional(),
  DEMO: flag,
  SANDBOX: flag,
  HOSPITAL_NAME: optional,
  DEMO_REGISTRATION_WINDOW: windowText,
  WEB_DIST: optional,
  WEB_HOME_RENDERER: optional,
  CONSOLE_DIST: optional,
  TOKEN_TTL_SECONDS: z.coerce
    .number()
    .int()
    .positive()
    .default(7 * 24 * 3600),
  OAUTH_CLIENTS: oauthClients,
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(600),
  /** Hundreds of patients on a hospital's Wi-Fi open the app from one address before signing in. */
  ANONYMOUS_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(6000),
  TOKEN_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(30),
  CONSOLE_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(300),
  DEMO_STAFF_PASSWORD: z.string().default(DEMO_STAFF_PASSWORD),
  DEMO_ADMIN_TOTP_SECRET: z
    .string()
    .regex(/^[A-Z2-7]{16,64}$/, 'must be base32, 16-64 characters')
    .default(DEMO_ADMIN_TOTP_SECRET),
  HIS_TOKEN_TTL_SECONDS: z.coerce
    .number()
    .int()
    .positive()
    .default(15 * 60),
  HIS_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(1200),
  /** How long acknowledged webhook events stay for the console to show. */
  HIS_WEBHOOK_RETENTION_DAYS: z.coerce.number().int().positive().default(90),
  DEMO_HIS_SECRET: z.string().trim().min(16).default(DEMO_HIS_SECRET),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WECHAT_APPID: optional,
  WECHAT_SECRET: optional,
  WECHAT_MINI_APPID: optional,
  WECHAT_MINI_SECRET: optional,
  WECHAT_API_BASE: z.url().default('https://api.weixin.qq.com'),
  WECHAT_OPEN_BASE: z.url().default('https://open.weixin.qq.com'),
  /** The official account's template for clinic-stop notices; none sends none. */
  WECHAT_STOP_TEMPLATE_ID: optional,
  /** The mini-program's subscribe-message template for clinic-stop notices; none sends none. */
  WECHAT_MINI_STOP_TEMPLATE_ID: optional,
  ALIPAY_APPID: optional,
  ALIPAY_PRIVATE_KEY: optional,
  ALIPAY_PUBLIC_KEY: optional,
  ALIPAY_GATEWAY: z.url().default('https://openapi.alipay.com/gateway.do'),
  ALIPAY_AUTH_BASE: z.url().default('https://openauth.alipay.com'),
  /** The life account's template message for clinic-stop notices; none sends none. */
  ALIPAY_STOP_TEMPLATE_ID: optional,
  WECHAT_PAY_MCHID: optional,
  WECHAT_PAY_SERIAL: optional,
  WECHAT_PAY_PRIVATE_KEY: optional,
  WECHAT_PAY_API_V3_KEY: optional,
  WECHAT_PAY_PLATFORM_PUBLIC_KEY: optional,
  WECHAT_PAY_PLATFORM_SERIAL: optional,
  /** The medical-insurance payment partner: id and HMAC secret, API and e-certificate page. */
  MEDICARE_PARTNER_ID: optional,
  MEDICARE_SECRET: optional,
  MEDICARE_API_BASE: optional,
  MEDICARE_AUTH_PAGE: optional,
  WECHAT_PAY_API_BASE: z.url().default('https://api.mch.weixin.qq.com'),
  PUBLIC_URL: z.url().optional(),
  JOBS: flag,
  CLOCK_START: z.iso.datetime({ offset: true }).optional(),
  SMS_GATEWAY_URL: z.url().optional(),
  SMS_GATEWAY_TOKEN: optional,
  DEMO_HIS_WEBHOOK_URL: z.url().optional(),
  DEMO_HIS_WEBHOOK_SECRET: z.string().trim().min(16).default('demo-his-webhook-secret'),
  HEALTH_PASS_SECRET: z.string().trim().min(32).default(DEMO_HEALTH_PASS_SECRET),
});

export interface OAuthClient {
  clientId: string;
  secret: string;
}

export interface Config {
  /** NODE_ENV=production: no demo secrets, no sandbox, API docs only when asked for. */
  production: boolean;
  /** OpenAPI at /api/docs (API_DOCS); on by default outside production. */
  apiDocs: boolean;
  port: number;
  host: string;
  /** PGlite's folder, or `memory://` for a database that lives as long as the process. */
  dataDir: string;
  /** When set, PostgreSQL is used and PGlite is not. */
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  /**
   * Behind a load balancer (TRUST_PROXY): the proxies whose X-Forwarded-For is believed, so
   * the rate limits and logs see the patient's address and not the balancer's; false when
   * clients connect directly, where the header is the client's own word and ignored.
   */
  trustProxy: boolean | string;
  demo: boolean;
  sandbox: boolean;
  hospitalName: string;
  /** The booking hours the demo seed gives the hospital; the seed's own default when unset. */
  demoRegistrationWindow: RegistrationWindow | undefined;
  /** The demo staff accounts (one per role) made in demo mode; public, like the demo itself. */
  demoStaff: { password: string; adminTotpSecret: string };
  webDist: string;
  /** The web build's module that draws the home into the page (apps/web/src/prerender.tsx). */
  webHomeRenderer: string;
  /** The built staff console, served under /console/. */
  consoleDist: string;
  tokenTtlSeconds: number;
  oauthClients: OAuthClient[];
  /**
   * Requests per minute to the API (pages and their files are never limited): per signed-in
   * account, per address for callers without a valid token, per address to the token
   * endpoint, per staff member (or address) to the console's API.
   */
  rateLimit: {
    perMinute: number;
    anonymousPerMinute: number;
    tokenPerMinute: number;
    consolePerMinute: number;
  };
  logLevel: string;
  /** The HIS integration API (`/his/v1`). */
  his: {
    /** Lifetime of a client-credentials token. */
    tokenTtlSeconds: number;
    /** Requests per minute per HIS client address, apart from the patients' limit. */
    ratePerMinute: number;
    /** The secret of the demo HIS's client `demo-his`, ensured in demo mode. */
    demoClientSecret: string;
    /** Days an event every subscriber acknowledged is kept before the retention job drops it. */
    webhookRetentionDays: number;
  };
  wechat: {
    appId: string | undefined;
    secret: string | undefined;
    miniAppId: string | undefined;
    miniSecret: string | undefined;
    apiBase: string;
    openBase: string;
    stopTemplateId: string | undefined;
    miniStopTemplateId: string | undefined;
  };
  alipay: {
    appId: string | undefined;
    privateKey: string | undefined;
    publicKey: string | undefined;
    gateway: string;
    authBase: string;
    stopTemplateId: string | undefined;
  };
  /** The medical-insurance partner; unset values leave the sandbox insurer in charge when SANDBOX is on. */
  medicare: {
    partnerId: string | undefined;
    secret: string | undefined;
    apiBase: string | undefined;
    authPage: string | undefined;
  };
  /** WeChat Pay API v3 merchant; unset values leave the sandbox twin in charge when SANDBOX is on. */
  wechatPay: {
    mchId: string | undefined;
    serial: string | undefined;
    privateKey: string | undefined;
    apiV3Key: string | undefined;
    platformPublicKey: string | undefined;
    platformSerial: string | undefined;
    apiBase: string;
  };
  /** The https origin the providers reach us at (notify_url). */
  publicUrl: string | undefined;
  /** Background jobs (payment expiry, notify re-sending); off for one-off tools. */
  jobs: boolean;
  /** The time the server's clock starts at, then running on; the real time when unset (tests). */
  clockStart: Date | undefined;
  /** The HTTP SMS gateway; without it the sandbox inbox stands in when SANDBOX is on. */
  sms: { gatewayUrl: string | undefined; token: string | undefined };
  /**
   * Where demo mode sends webhooks to the demo HIS: its in-process receiver when the URL is
   * unset. The secret is the demo's; demo mode never runs in production.
   */
  demoHisWebhook: { url: string | undefined; secret: string };
  /** The key the door passes of health registration are signed with (HMAC-SHA256). */
  healthPassSecret: string;
}

export class ConfigError extends Error {}

/** What a production server must not start with: secrets and twins made for the demo. */
function productionProblems(config: Config): string[] {
  const problems: string[] = [];
  if (config.oauthClients.some((client) => client.secret === DEMO_CLIENT_SECRET)) {
    problems.push('OAUTH_CLIENTS: the demo client secret must be replaced');
  }
  if (config.healthPassSecret === DEMO_HEALTH_PASS_SECRET) {
    problems.push('HEALTH_PASS_SECRET: the demo pass key must be replaced');
  }
  if (config.sandbox) problems.push('SANDBOX: the sandbox providers must be off');
  if (config.demo) problems.push('DEMO: the demo hospital must be off');
  return problems;
}

/** Pure: reads only the `env` it is given, so tests pass their own. */
export function loadConfig(env: Record<string, string | undefined>): Config {
  // Unset and empty mean the same: `DATABASE_URL=` switches PostgreSQL off.
  const given = Object.fromEntries(Object.entries(env).filter(([, value]) => value?.trim()));
  const parsed = EnvSchema.safeParse(given);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `${issue.path.join('.')}: ${issue.message}`,
    );
    throw new ConfigError(`invalid configuration: ${problems.join('; ')}`);
  }
  const e = parsed.data;
  const demo = e.DEMO ?? !e.DATABASE_URL;
  const production = e.NODE_ENV === 'production';
  const config: Config = {
    production,
    apiDocs: e.API_DOCS ?? !production,
    port: e.PORT,
    host: e.HOST,
    dataDir: e.DATA_DIR,
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    trustProxy: trustedProxiesOf(e.TRUST_PROXY),
    demo,
    sandbox: e.SANDBOX ?? demo,
    hospitalName: e.HOSPITAL_NAME ?? DEFAULT_HOSPITAL_NAME,
    demoRegistrationWindow: e.DEMO_REGISTRATION_WINDOW,
    demoStaff: { password: e.DEMO_STAFF_PASSWORD, adminTotpSecret: e.DEMO_ADMIN_TOTP_SECRET },
    webDist: e.WEB_DIST ?? DEFAULT_WEB_DIST,
    webHomeRenderer: e.WEB_HOME_RENDERER ?? DEFAULT_WEB_HOME_RENDERER,
    consoleDist: e.CONSOLE_DIST ?? DEFAULT_CONSOLE_DIST,
    tokenTtlSeconds: e.TOKEN_TTL_SECONDS,
    oauthClients: e.OAUTH_CLIENTS,
    rateLimit: {
      perMinute: e.RATE_LIMIT_PER_MINUTE,
      anonymousPerMinute: e.ANONYMOUS_RATE_LIMIT_PER_MINUTE,
      tokenPerMinute: e.TOKEN_RATE_LIMIT_PER_MINUTE,
      consolePerMinute: e.CONSOLE_RATE_LIMIT_PER_MINUTE,
    },
    logLevel: e.LOG_LEVEL,
    his: {
      tokenTtlSeconds: e.HIS_TOKEN_TTL_SECONDS,
      ratePerMinute: e.HIS_RATE_LIMIT_PER_MINUTE,
      demoClientSecret: e.DEMO_HIS_SECRET,
      webhookRetentionDays: e.HIS_WEBHOOK_RETENTION_DAYS,
    },
    wechat: {
      appId: e.WECHAT_APPID,
      secret: e.WECHAT_SECRET,
      miniAppId: e.WECHAT_MINI_APPID,
      miniSecret: e.WECHAT_MINI_SECRET,
      apiBase: e.WECHAT_API_BASE,
      openBase: e.WECHAT_OPEN_BASE,
      stopTemplateId: e.WECHAT_STOP_TEMPLATE_ID,
      miniStopTemplateId: e.WECHAT_MINI_STOP_TEMPLATE_ID,
    },
    alipay: {
      appId: e.ALIPAY_APPID,
      privateKey: e.ALIPAY_PRIVATE_KEY,
      publicKey: e.ALIPAY_PUBLIC_KEY,
      gateway: e.ALIPAY_GATEWAY,
      authBase: e.ALIPAY_AUTH_BASE,
      stopTemplateId: e.ALIPAY_STOP_TEMPLATE_ID,
    },
    medicare: {
      partnerId: e.MEDICARE_PARTNER_ID,
      secret: e.MEDICARE_SECRET,
      apiBase: e.MEDICARE_API_BASE,
      authPage: e.MEDICARE_AUTH_PAGE,
    },
    wechatPay: {
      mchId: e.WECHAT_PAY_MCHID,
      serial: e.WECHAT_PAY_SERIAL,
      privateKey: e.WECHAT_PAY_PRIVATE_KEY,
      apiV3Key: e.WECHAT_PAY_API_V3_KEY,
      platformPublicKey: e.WECHAT_PAY_PLATFORM_PUBLIC_KEY,
      platformSerial: e.WECHAT_PAY_PLATFORM_SERIAL,
      apiBase: e.WECHAT_PAY_API_BASE,
    },
    publicUrl: e.PUBLIC_URL,
    jobs: e.JOBS ?? true,
    clockStart: e.CLOCK_START === undefined ? undefined : new Date(e.CLOCK_START),
    sms: { gatewayUrl: e.SMS_GATEWAY_URL, token: e.SMS_GATEWAY_TOKEN },
    demoHisWebhook: { url: e.DEMO_HIS_WEBHOOK_URL, secret: e.DEMO_HIS_WEBHOOK_SECRET },
    healthPassSecret: e.HEALTH_PASS_SECRET,
  };
  const problems = production ? productionProblems(config) : [];
  if (problems.length > 0) {
    throw new ConfigError(`refusing to start in production: ${problems.join('; ')}`);
  }
  return config;
}
