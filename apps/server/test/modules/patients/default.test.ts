import type { PatientDetail } from '@hospital/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, type SignedIn } from '../../helpers/auth.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';
import { addPatient, adult, listPatients } from './fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const remove = (who: SignedIn, id: number | string, payload?: object) =>
  t.app.inject({
    method: 'DELETE',
    url: `/api/patients/delete/${id}`,
    headers: who.headers,
    ...(payload && { payload }),
  });

const makeDefault = (who: SignedIn, id: number | string) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/patients/update-default-patient?id=${id}`,
    headers: who.headers,
  });

const defaults = async (who: SignedIn) =>
  (await listPatients(t.app, who)).filter((p) => p.isDefault).map((p) => p.id);

async function family(who: SignedIn, size: number): Promise<PatientDetail[]> {
  const members: PatientDetail[] = [];
  for (let n = 1; n <= size; n += 1) members.push(await addPatient(t.app, who, adult(n)));
  return members;
}

describe('PUT /api/patients/update-default-patient', () => {
  it('moves the default, keeping exactly one', async () => {
    const owner = await signIn(t.app);
    const [first, second] = await family(owner, 2);
    expect((await makeDefault(owner, second!.id)).json()).toEqual({ ok: true });
    expect(await defaults(owner)).toEqual([second!.id]);
    expect((await makeDefault(owner, second!.id)).statusCode).toBe(200);
    expect((await makeDefault(owner, first!.id)).statusCode).toBe(200);
    expect(await defaults(owner)).toEqual([first!.id]);
  });

  it("answers 404 for another account's patient and changes nothing", async () => {
    const [owner, stranger] = await Promise.all([signIn(t.app), signIn(t.app)]);
    const [first] = await family(owner, 1);
    await family(stranger, 1);
    expect((await makeDefault(stranger, first!.id)).statusCode).toBe(404);
    expect(await defaults(owner)).toEqual([first!.id]);
    expect(await defaults(stranger)).not.toContain(first!.id);
    expect((await makeDefault(owner, 'x')).statusCode).toBe(400);
  });
});

describe('DELETE /api/patients/delete/:id', () => {
  it('passes the default to the most recently added patient left, then to nobody', async () => {
    const owner = await signIn(t.app);
    const [first, second, third] = await family(owner, 3);
    expect((await remove(owner, first!.id, {})).json()).toEqual({
      ok: true,
      defaultPatientId: third!.id,
    });
    expect(await defaults(owner)).toEqual([third!.id]);
    expect((await remove(owner, third!.id)).json()).toEqual({
      ok: true,
      defaultPatientId: second!.id,
    });
    expect((await remove(owner, second!.id)).json()).toEqual({ ok: true, defaultPatientId: null });
    expect(await listPatients(t.app, owner)).toEqual([]);
  });

  it('keeps the default when another patient is removed', async () => {
    const owner = await signIn(t.app);
    const [first, second] = await family(owner, 2);
    expect((await remove(owner, second!.id)).json()).toEqual({
      ok: true,
      defaultPatientId: first!.id,
    });
  });

  it('frees the ID number and a place under the limit, keeping the record for the hospital', async () => {
    const owner = await signIn(t.app);
    const [first] = await family(owner, 1);
    await remove(owner, first!.id);
    expect(
      (await t.app.inject({ url: `/api/patients/query/${first!.id}`, headers: owner.headers }))
        .statusCode,
    ).toBe(404);
    const again = await addPatient(t.app, owner, adult(1));
    expect(again.isDefault).toBe(true);
    expect(again.patientCode).not.toBe(first!.patientCode);
    const kept = await t.db.query.patients.findFirst({ where: (p, { eq }) => eq(p.id, first!.id) });
    expect(kept?.deletedAt).toBeInstanceOf(Date);
  });

  it("answers 404 for another account's patient or a deleted one, and changes nothing", async () => {
    const [owner, stranger] = await Promise.all([signIn(t.app), signIn(t.app)]);
    const [first] = await family(owner, 1);
    const response = await remove(stranger, first!.id);
    expect(response.statusCode).toBe(404);
    expect(await defaults(owner)).toEqual([first!.id]);
    await remove(owner, first!.id);
    expect((await remove(owner, first!.id)).statusCode).toBe(404);
  });
});
