import { PATIENT_UPLOAD_MAX_BYTES, type UploadedFile } from '@hospital/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, type SignedIn } from '../../helpers/auth.ts';
import { multipart, PNG } from '../../helpers/multipart.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';
import { addPatient, adult, get, listPatients, savePatient } from './fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 2)]);
const WEBP = Buffer.concat([
  Buffer.from('RIFF'),
  Buffer.from([0x40, 0, 0, 0]),
  Buffer.from('WEBPVP8 '),
  Buffer.alloc(64, 3),
]);

const upload = (who: SignedIn | null, body: ReturnType<typeof multipart>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/patients/fileUpload',
    payload: body.payload,
    headers: { ...body.headers, ...who?.headers },
  });

describe('POST /api/patients/fileUpload', () => {
  it('stores JPEG, PNG and WebP images and serves them back with the sniffed type', async () => {
    const owner = await signIn(t.app);
    for (const [bytes, type] of [
      [PNG, 'image/png'],
      [JPEG, 'image/jpeg'],
      [WEBP, 'image/webp'],
    ] as const) {
      // The declared name and type are ignored: only the bytes decide.
      const response = await upload(owner, multipart(bytes, 'x.bin', 'application/octet-stream'));
      expect(response.statusCode).toBe(200);
      const file = response.json<UploadedFile>();
      expect(file.fileId).toMatch(/^[0-9a-f]{32}$/);
      expect(file.url).toBe(`/api/patients/files/${file.fileId}`);
      const served = await get(t.app, owner, file.url);
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe(type);
      expect(served.rawPayload.equals(bytes)).toBe(true);
    }
  });

  it('refuses a file that is not an image even when named and labelled as PNG', async () => {
    const owner = await signIn(t.app);
    const script = Buffer.from('<script>alert(1)</script>');
    const response = await upload(owner, multipart(script, 'photo.png', 'image/png'));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      field: 'file',
      message: '仅支持 JPG、PNG、WebP 格式的图片',
    });
    expect((await upload(owner, multipart(Buffer.alloc(0)))).statusCode).toBe(400);
  });

  it('refuses an image larger than 2 MB', async () => {
    const owner = await signIn(t.app);
    const large = Buffer.concat([PNG, Buffer.alloc(PATIENT_UPLOAD_MAX_BYTES)]);
    const response = await upload(owner, multipart(large));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ field: 'file', message: '图片不能超过2MB' });
  });

  it('refuses a request without the file field, and one without a token', async () => {
    const owner = await signIn(t.app);
    expect((await upload(owner, multipart(PNG, 'a.png', 'image/png', 'photo'))).statusCode).toBe(
      400,
    );
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/patients/fileUpload',
      headers: owner.headers,
      payload: {},
    });
    expect(json.statusCode).toBe(400);
    expect((await upload(null, multipart(PNG))).statusCode).toBe(401);
  });
});

describe('GET /api/patients/files/:fileId', () => {
  it('serves a file only to its owner', async () => {
    const [owner, stranger] = await Promise.all([signIn(t.app), signIn(t.app)]);
    const file = (await upload(owner, multipart(PNG))).json<UploadedFile>();
    expect((await get(t.app, stranger, file.url)).statusCode).toBe(404);
    expect((await t.app.inject({ url: file.url })).statusCode).toBe(401);
    expect((await get(t.app, owner, '/api/patients/files/not-a-file-id')).statusCode).toBe(400);
    expect((await get(t.app, owner, `/api/patients/files/${'0'.repeat(32)}`)).statusCode).toBe(404);
  });

  it('lets the owner use an upload as a patient avatar, and nobody else', async () => {
    const [owner, stranger] = await Promise.all([signIn(t.app), signIn(t.app)]);
    const file = (await upload(owner, multipart(JPEG))).json<UploadedFile>();
    const patient = await addPatient(t.app, owner, { ...adult(), avatarFileId: file.fileId });
    expect(patient.avatarUrl).toBe(file.url);
    const refused = await savePatient(t.app, stranger, { ...adult(), avatarFileId: file.fileId });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ field: 'avatarFileId' });
    expect(await listPatients(t.app, stranger)).toEqual([]);
  });
});
