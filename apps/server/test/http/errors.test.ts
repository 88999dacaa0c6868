import Fastify, { type FastifyInstance } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { errorHandling } from '../../src/http/errors.ts';
import { badRequest, conflict, HttpError } from '../../src/http/http-error.ts';

let app: FastifyInstance;

beforeAll(async () => {
  app = Fastify({ logger: false });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(errorHandling);
  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.post('/patients', {
    schema: {
      querystring: z.object({ page: z.coerce.number().int().min(1).optional() }),
      body: z.object({
        name: z.string().min(1),
        contacts: z.array(z.object({ phone: z.string().length(11) })),
      }),
    },
    handler: () => ({ ok: true }),
  });
  typed.get('/thrown/:kind', (request) => {
    const { kind } = request.params as { kind: string };
    if (kind === 'bad') throw badRequest('就诊人姓名不能为空', 'name');
    if (kind === 'conflict') throw conflict('该号源已约满', 'SLOT_FULL');
    if (kind === 'gateway')
      throw new HttpError(502, '登录服务暂时不可用，请稍后再试', 'HOST_UNAVAILABLE');
    throw new Error('Failed query: select * from patients where phone = $1\nparams: 13812345678');
  });
  await app.ready();
});
afterAll(() => app.close());

const post = (payload: unknown, url = '/patients') =>
  app.inject({ method: 'POST', url, payload: payload as object });

describe('the error handler', () => {
  it('names the invalid body field in Chinese', async () => {
    const response = await post({ name: '', contacts: [] });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: '参数 name 不正确',
      code: 'VALIDATION_ERROR',
      field: 'name',
    });
  });

  it('names a nested field by its path', async () => {
    const response = await post({ name: '张三', contacts: [{ phone: '123' }] });
    expect(response.json()).toMatchObject({ field: 'contacts.0.phone' });
  });

  it('names a query parameter', async () => {
    const response = await post({ name: '张三', contacts: [] }, '/patients?page=0');
    expect(response.json()).toMatchObject({ field: 'page', message: '参数 page 不正确' });
  });

  it('names the body when it is missing altogether', async () => {
    const response = await app.inject({ method: 'POST', url: '/patients' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR', field: 'body' });
  });

  it('answers malformed JSON with 400 in Chinese', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/patients',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": "张',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: '请求格式不正确', code: 'BAD_REQUEST' });
  });

  it('answers an unsupported content type with 415', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/patients',
      headers: { 'content-type': 'application/xml' },
      payload: '<patient/>',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ message: '不支持的请求格式', code: 'BAD_REQUEST' });
  });

  it.each([
    ['bad', 400, { message: '就诊人姓名不能为空', code: 'BAD_REQUEST', field: 'name' }],
    ['conflict', 409, { message: '该号源已约满', code: 'SLOT_FULL' }],
    ['gateway', 502, { message: '登录服务暂时不可用，请稍后再试', code: 'HOST_UNAVAILABLE' }],
  ])('shapes a thrown %s HttpError', async (kind, status, body) => {
    const response = await app.inject({ url: `/thrown/${kind}` });
    expect(response.statusCode).toBe(status);
    expect(response.json()).toEqual(body);
  });

  it('answers an unexpected error with a generic 500 that leaks neither SQL nor data', async () => {
    const response = await app.inject({ url: '/thrown/crash' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ message: '服务器繁忙，请稍后再试', code: 'INTERNAL_ERROR' });
    expect(response.body).not.toMatch(/select|13812345678|at /);
  });
});
