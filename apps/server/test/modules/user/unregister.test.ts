import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  feverRecords,
  healthRecords,
  natItems,
  natOrders,
  natPreRecords,
  patients,
  userIdentities,
  userMessages,
  users,
} from '../../../src/db/schema/index.ts';
import { accountToken, registerAccount, signInAccount, smsCode } from '../../helpers/accounts.ts';
import { hostCode, passwordGrant, requestToken, signIn } from '../../helpers/auth.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const unregister = (headers: { authorization: string }, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/user/unregister', headers, payload });

const meStatus = async (headers: { authorization: string }) =>
  (await t.app.inject({ url: '/api/me', headers })).statusCode;

async function userRow(id: number) {
  const [row] = await t.db.select().from(users).where(eq(users.id, id));
  return row;
}

describe('POST /api/user/unregister', () => {
  it('forgets health and fever declarations, and epidemiology answers no test was ordered on', async () => {
    const account = await registerAccount(t.app, { name: '钱七' });
    const session = await signInAccount(t.app, account);
    const [patient] = await t.db
      .insert(patients)
      .values({
        ownerId: account.userId,
        name: '钱七',
        gender: 'MALE',
        relation: 'SELF',
        idType: 'ID_CARD',
        idNumber: '110101199003078888',
        birthDate: '1990-03-07',
        phone: account.phone,
        patientCode: 'P000000002',
      })
      .returning();
    const at = new Date('2026-11-23T02:00:00Z');
    const sheet = { key: 'fever', version: 1, title: '预检', questions: [], answers: {} } as never;
    const mine = { userId: account.userId, patientId: patient!.id };
    await t.db.insert(healthRecords).values({
      ownerId: account.userId,
      patientId: patient!.id,
      kind: 'outpatient',
      questionnaireKey: 'health-visitor',
      questionnaireVersion: 1,
      snapshot: sheet,
      reasons: [],
      colour: 'green',
      createdAt: at,
      expiresAt: at,
    });
    await t.db
      .insert(feverRecords)
      .values({ ...mine, version: 1, sheet, risk: false, reasons: [], savedAt: at });
    const [unused, ordered] = await t.db
      .insert(natPreRecords)
      .values([1, 2].map(() => ({ ...mine, sheet, risk: false, reasons: [], savedAt: at })))
      .returning();
    const [item] = await t.db
      .insert(natItems)
      .values({
        hisId: 'UNREGISTER-NAT',
        name: '核酸检测',
        sampleKind: 'single',
        poolSize: 1,
        priceFen: 1600,
        place: '门诊楼',
        hours: '全天',
        emergency: false,
        active: true,
        sortOrder: 1,
      })
      .returning();
    await t.db.insert(natOrders).values({
      ...mine,
      itemId: item!.id,
      priceFen: 1600,
      preRecordId: ordered!.id,
      expiresAt: at,
      createdAt: at,
    });

    expect((await unregister(session.headers, { password: account.password })).statusCode).toBe(
      200,
    );
    const ofUser = (table: typeof feverRecords | typeof natPreRecords) =>
      t.db.select({ id: table.id }).from(table).where(eq(table.userId, account.userId));
    await expect(
      t.db.select().from(healthRecords).where(eq(healthRecords.ownerId, account.userId)),
    ).resolves.toEqual([]);
    await expect(ofUser(feverRecords)).resolves.toEqual([]);
    // The answers a paid-for test was sampled on stay with its order.
    await expect(ofUser(natPreRecords)).resolves.toEqual([{ id: ordered!.id }]);
    expect(unused!.id).not.toBe(ordered!.id);
  });

  it('with the password: revokes every token at once and anonymises the account', async () => {
    const account = await registerAccount(t.app, { name: '赵六' });
    const first = await signInAccount(t.app, account);
    const second = await signInAccount(t.app, account);
    await t.db.insert(patients).values({
      ownerId: account.userId,
      name: '赵六',
      gender: 'MALE',
      relation: 'SELF',
      idType: 'ID_CARD',
      idNumber: '110101199003077777',
      birthDate: '1990-03-07',
      phone: account.phone,
      patientCode: 'P000000001',
    });
    const response = await unregister(first.headers, { password: account.password });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
    expect(await meStatus(first.headers)).toBe(401);
    expect(await meStatus(second.headers)).toBe(401);
    const refreshed = await requestToken(t.app, {
      grant_type: 'refresh_token',
      refresh_token: first.refreshToken,
    });
    expect(refreshed.statusCode).toBe(400);
    expect(await userRow(account.userId)).toMatchObject({
      name: null,
      nickname: null,
      phone: null,
      passwordHash: null,
      avatarUrl: null,
      deletedAt: expect.any(Date) as Date,
    });
    const messages = await t.db
      .select()
      .from(userMessages)
      .where(eq(userMessages.userId, account.userId));
    expect(messages).toEqual([]);
    // Family members stay for the hospital's kept records, without who they were.
    const [patient] = await t.db
      .select()
      .from(patients)
      .where(eq(patients.ownerId, account.userId));
    expect(patient).toMatchObject({
      name: '已注销',
      idNumber: null,
      phone: '',
      deletedAt: expect.any(Date) as Date,
    });
    const again = await accountToken(
      t.app,
      { username: account.phone, password: account.password },
      '10.3.0.1',
    );
    expect(again.statusCode).toBe(400);
  });

  it("deletes the account's uploaded images from storage, not only their records", async () => {
    const account = await registerAccount(t.app, { name: '钱七' });
    const session = await signInAccount(t.app, account);
    const boundary = 'b';
    const uploaded = await t.app.inject({
      method: 'POST',
      url: '/api/patients/fileUpload',
      headers: { ...session.headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\n`,
        ),
        Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]),
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]),
    });
    expect(uploaded.statusCode).toBe(200);
    const { fileId } = uploaded.json<{ fileId: string }>();
    await expect(t.app.uploads.read(fileId)).resolves.toHaveLength(12);

    const response = await unregister(session.headers, { password: account.password });

    expect(response.statusCode).toBe(200);
    await expect(t.app.uploads.read(fileId)).rejects.toThrow();
  });

  it('with an SMS code of scene login to the bound phone', async () => {
    const account = await registerAccount(t.app);
    const session = await signInAccount(t.app, account);
    const code = await smsCode(t.app, account.phone, 'login');
    const response = await unregister(session.headers, { smsCode: code });
    expect(response.statusCode).toBe(200);
    expect(await meStatus(session.headers)).toBe(401);
  });

  it('refuses a wrong password or code, or no proof at all, changing nothing', async () => {
    const account = await registerAccount(t.app);
    const session = await signInAccount(t.app, account);
    const wrongPassword = await unregister(session.headers, { password: 'wrong1234' });
    expect(wrongPassword.statusCode).toBe(400);
    expect(wrongPassword.json()).toMatchObject({ message: '密码错误', field: 'password' });
    const wrongCode = await unregister(session.headers, { smsCode: '000000' });
    expect(wrongCode.json()).toMatchObject({ field: 'smsCode' });
    const nothing = await unregister(session.headers, {});
    expect(nothing.statusCode).toBe(400);
    expect(nothing.json()).toMatchObject({ field: 'password' });
    expect(await meStatus(session.headers)).toBe(200);
    expect((await userRow(account.userId))?.deletedAt).toBeNull();
  });

  it('stops guessing the password after 5 wrong tries', async () => {
    const account = await registerAccount(t.app);
    const session = await signInAccount(t.app, account);
    for (let i = 0; i < 5; i++) await unregister(session.headers, { password: 'wrong1234' });
    const blocked = await unregister(session.headers, { password: account.password });
    expect(blocked.statusCode).toBe(429);
    expect(await meStatus(session.headers)).toBe(200);
  });

  it('needs a token, and closes only the account of that token', async () => {
    const account = await registerAccount(t.app);
    const other = await registerAccount(t.app);
    const otherSession = await signInAccount(t.app, other);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/user/unregister',
          payload: { password: account.password },
        })
      ).statusCode,
    ).toBe(401);
    // The other account's password does not close this one, nor theirs through this token.
    const session = await signInAccount(t.app, account);
    expect((await unregister(session.headers, { password: other.password + 'x' })).statusCode).toBe(
      400,
    );
    expect(await meStatus(otherSession.headers)).toBe(200);
  });

  it('lets the same host person start a new account afterwards', async () => {
    const code = await hostCode(t.app, 'WXGZH', { sandboxUser: 'lisi' });
    const first = await requestToken(t.app, passwordGrant('WXGZH', code));
    const headers = {
      authorization: `Bearer ${first.json<{ access_token: string }>().access_token}`,
    };
    const before = (await t.app.inject({ url: '/api/me', headers })).json<{ id: number }>();
    // A host account has no password: it proves itself with a code to a bound phone.
    const phone = '13912345678';
    await t.app.inject({
      method: 'POST',
      url: '/api/user/mobile',
      headers,
      payload: { phone, smsCode: await smsCode(t.app, phone, 'bind') },
    });
    const noPassword = await unregister(headers, { password: 'whatever1' });
    expect(noPassword.json()).toMatchObject({ field: 'password' });
    const closed = await unregister(headers, { smsCode: await smsCode(t.app, phone, 'login') });
    expect(closed.statusCode).toBe(200);
    expect(await meStatus(headers)).toBe(401);
    const identities = await t.db
      .select()
      .from(userIdentities)
      .where(eq(userIdentities.userId, before.id));
    expect(identities).toEqual([]);

    const fresh = await signIn(t.app, { sandboxUser: 'lisi' });
    const after = (await t.app.inject({ url: '/api/me', headers: fresh.headers })).json<{
      id: number;
      phone: string | null;
    }>();
    expect(after.id).not.toBe(before.id);
    expect(after.phone).toBeNull();
  });
});
