import { createPrivateKey, createPublicKey, type KeyObject } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { sandboxKeys } from '../db/schema/index.ts';
import {
  sandboxAlipayKeys,
  useSandboxAlipayKeys,
  type RsaPair,
  type SandboxAlipayKeys,
} from './sandbox-hosts.ts';
import {
  sandboxInsurancePartner,
  useSandboxInsurancePartner,
} from './sandbox-insurance-partner.ts';
import {
  sandboxWechatPay,
  useSandboxWechatPay,
  type SandboxWechatPay,
} from './sandbox-wechat-pay.ts';

type Secrets = Record<string, string>;

const pem = (key: KeyObject) => String(key.export({ type: 'pkcs8', format: 'pem' }));

function pair(privatePem: string | undefined): RsaPair {
  if (!privatePem) throw new Error('sandbox key missing from the database');
  const privateKey = createPrivateKey(privatePem);
  return { privateKey, publicKey: createPublicKey(privateKey) };
}

const wechatPay = {
  name: 'wechat-pay',
  toSecrets: (twin: SandboxWechatPay): Secrets => ({
    merchantSerial: twin.merchantSerial,
    merchant: pem(twin.merchant.privateKey),
    platformSerial: twin.platformSerial,
    platform: pem(twin.platform.privateKey),
    apiV3Key: twin.apiV3Key,
  }),
  fromSecrets: (secrets: Secrets): SandboxWechatPay => ({
    mchId: sandboxWechatPay().mchId,
    merchantSerial: secrets.merchantSerial ?? '',
    merchant: pair(secrets.merchant),
    platformSerial: secrets.platformSerial ?? '',
    platform: pair(secrets.platform),
    apiV3Key: secrets.apiV3Key ?? '',
  }),
};

const alipay = {
  name: 'alipay',
  toSecrets: (keys: SandboxAlipayKeys): Secrets => ({
    app: pem(keys.app.privateKey),
    alipay: pem(keys.alipay.privateKey),
  }),
  fromSecrets: (secrets: Secrets): SandboxAlipayKeys => ({
    app: pair(secrets.app),
    alipay: pair(secrets.alipay),
  }),
};

/** The twin's secrets the database keeps; the first instance to start writes its own. */
async function kept(db: Database, name: string, candidate: Secrets): Promise<Secrets> {
  await db.insert(sandboxKeys).values({ name, secrets: candidate }).onConflictDoNothing();
  const [row] = await db.select().from(sandboxKeys).where(eq(sandboxKeys.name, name));
  if (!row) throw new Error(`sandbox keys ${name} not kept`);
  return row.secrets;
}

/**
 * Makes the sandbox twins sign with the keys this database keeps, writing them on the first
 * start: a real provider keeps its keys, so notifies queued before a restart verify after
 * it, and every instance sharing the database agrees on them.
 */
export async function keepSandboxKeys(db: Database): Promise<void> {
  const wechatSecrets = wechatPay.toSecrets(sandboxWechatPay());
  const storedWechat = await kept(db, wechatPay.name, wechatSecrets);
  if (storedWechat.platform !== wechatSecrets.platform)
    useSandboxWechatPay(wechatPay.fromSecrets(storedWechat));

  const alipaySecrets = alipay.toSecrets(sandboxAlipayKeys());
  const storedAlipay = await kept(db, alipay.name, alipaySecrets);
  if (storedAlipay.alipay !== alipaySecrets.alipay)
    useSandboxAlipayKeys(alipay.fromSecrets(storedAlipay));

  const partner = sandboxInsurancePartner();
  const storedPartner = await kept(db, 'medicare', { secret: partner.secret });
  if (storedPartner.secret && storedPartner.secret !== partner.secret)
    useSandboxInsurancePartner({ ...partner, secret: storedPartner.secret });
}
