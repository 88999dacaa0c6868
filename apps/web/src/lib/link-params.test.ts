import { IdParamsSchema, ReportKindSchema } from '@hospital/contract';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { parseLinkParams } from './link-params.ts';

const id = IdParamsSchema.shape.id;
const read = (query: string, schema: z.ZodObject) =>
  parseLinkParams(new URLSearchParams(query), schema);

describe('parseLinkParams', () => {
  it('reads an id from the address as a number', () => {
    expect(read('id=42&from=home', IdParamsSchema)).toEqual({ ok: true, params: { id: 42 } });
  });

  it('calls a link without its id, or with an empty one, incomplete', () => {
    expect(read('', IdParamsSchema)).toEqual({ ok: false, problem: 'missing' });
    expect(read('id=', IdParamsSchema)).toEqual({ ok: false, problem: 'missing' });
  });

  it.each(['abc', '0', '-3', '1.5', '99999999999'])('calls id=%s malformed', (value) => {
    expect(read(`id=${value}`, IdParamsSchema)).toEqual({ ok: false, problem: 'malformed' });
  });

  it('lets an optional value be absent but not wrong', () => {
    const schema = z.object({ appointmentId: id.optional() });
    expect(read('', schema)).toEqual({ ok: true, params: {} });
    expect(read('appointmentId=x', schema)).toEqual({ ok: false, problem: 'malformed' });
  });

  it('takes a default for an absent choice and refuses an unknown one', () => {
    const schema = z.object({ reportId: id, kind: ReportKindSchema.default('test') });
    expect(read('reportId=7', schema)).toEqual({
      ok: true,
      params: { reportId: 7, kind: 'test' },
    });
    expect(read('reportId=7&kind=xray', schema)).toEqual({ ok: false, problem: 'malformed' });
  });

  it('calls the link incomplete when one value is missing even if another is wrong', () => {
    const schema = z.object({ deptCode: z.string().min(1), docId: id });
    expect(read('docId=abc', schema)).toEqual({ ok: false, problem: 'missing' });
  });
});
