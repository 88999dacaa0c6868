import type { UploadedFile } from '@hospital/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { patients, uploadedFiles } from '../../../src/db/schema/index.ts';
import {
  FORGOTTEN_NAME,
  forgetPatientsOf,
} from '../../../src/modules/patients/forget-repository.ts';
import { createUser, signIn } from '../../helpers/auth.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';
import { addPatient, adult, get } from './fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);

describe('forgetPatientsOf', () => {
  it("removes the person's identity from every patient row and upload, keeping the rows", async () => {
    const userId = await createUser(t.app);
    const owner = await signIn(t.app, { host: 'WXAPP', userId });
    const other = await signIn(t.app);
    const boundary = 'b';
    const uploaded = await t.app.inject({
      method: 'POST',
      url: '/api/patients/fileUpload',
      headers: { ...owner.headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\n`,
        ),
        PNG,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]),
    });
    const file = uploaded.json<UploadedFile>();
    const patient = await addPatient(t.app, owner, {
      ...adult(),
      avatarFileId: file.fileId,
      insuranceCardNo: 'SZ123456',
    });
    const kept = await addPatient(t.app, other);

    const forgotten = await t.db.transaction((tx) =>
      forgetPatientsOf(tx, userId, t.app.clock.now()),
    );

    expect(forgotten).toEqual([file.fileId]);
    const [row] = await t.db.select().from(patients).where(eq(patients.id, patient.id));
    expect(row).toMatchObject({
      name: FORGOTTEN_NAME,
      idNumber: null,
      phone: '',
      insuranceCardNo: null,
      avatarFileId: null,
      isDefault: false,
      patientCode: patient.patientCode,
      birthDate: patient.birthDate,
    });
    expect(row?.deletedAt).toBeInstanceOf(Date);
    expect(
      await t.db.select().from(uploadedFiles).where(eq(uploadedFiles.ownerId, userId)),
    ).toEqual([]);
    expect((await get(t.app, owner, file.url)).statusCode).toBe(404);
    expect((await get(t.app, other, `/api/patients/query/${kept.id}`)).json()).toEqual(kept);
  });
});
