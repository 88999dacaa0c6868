import {
  HOSPITAL_MODULES,
  MODULE_DISABLED,
  type GuidanceBodyPart,
  type GuidanceResult,
  type GuidanceSymptom,
} from '@hospital/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { triageVersions } from '../../../src/db/schema/index.ts';
import { hospitalDate } from '../../../src/modules/schedules/index.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';
import { content, indigestion, partOffering, setModules } from './fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: true, env: { JOBS: '0' } });
});
afterAll(() => t.close());

const get = (url: string, query: Record<string, string> = {}) => t.app.inject({ url, query });

describe('GET /api/bodyPart/bodyPartlist', () => {
  it("lists the figure's parts in the hospital's order with their symptom counts, signed in or not", async () => {
    const response = await get('/api/bodyPart/bodyPartlist');
    expect(response.statusCode).toBe(200);
    const { version, parts } = response.json<{ version: number; parts: GuidanceBodyPart[] }>();
    expect(version).toBe(1);
    const expected = content.bodyParts
      .filter((part) => part.figures.includes('male'))
      .sort((a, b) => a.sort - b.sort || a.code.localeCompare(b.code))
      .map((part) => part.code);
    expect(parts.map((part) => part.id)).toEqual(expected);
    expect(parts.find((part) => part.id === 'chest')?.symptomCount).toBeGreaterThanOrEqual(2);
  });

  it('refuses a figure it does not draw', async () => {
    const response = await get('/api/bodyPart/bodyPartlist', { figure: 'robot' });
    expect(response.statusCode).toBe(400);
  });
});

describe('GET /api/bodyPart/:id/partSymptom', () => {
  it('gives the symptoms of the part with their explanations', async () => {
    const response = await get('/api/bodyPart/chest/partSymptom', { figure: 'female' });
    expect(response.statusCode).toBe(200);
    const body = response.json<{ part: GuidanceBodyPart; symptoms: GuidanceSymptom[] }>();
    expect(body.part).toMatchObject({ id: 'chest', region: 'chest' });
    expect(body.symptoms.map((symptom) => symptom.id)).toContain('chest-pain');
    expect(body.symptoms.every((symptom) => symptom.explanation.length > 0)).toBe(true);
    expect(body.part.symptomCount).toBe(body.symptoms.length);
  });

  it('answers 404 for an unknown part and 400 for a malformed code', async () => {
    expect((await get('/api/bodyPart/no-such-part/partSymptom')).statusCode).toBe(404);
    expect((await get('/api/bodyPart/Chest!/partSymptom')).statusCode).toBe(400);
  });

  it('answers 404 for a part the figure does not offer', async () => {
    // The published content is read per request, so narrowing a part takes effect at once.
    const narrowed = {
      ...content,
      bodyParts: content.bodyParts.map((part) =>
        part.code === 'pelvis' ? { ...part, figures: ['female' as const] } : part,
      ),
    };
    const published = eq(triageVersions.status, 'published');
    await t.db.update(triageVersions).set({ content: narrowed }).where(published);
    try {
      expect((await get('/api/bodyPart/pelvis/partSymptom', { figure: 'male' })).statusCode).toBe(
        404,
      );
      expect((await get('/api/bodyPart/pelvis/partSymptom', { figure: 'female' })).statusCode).toBe(
        200,
      );
    } finally {
      await t.db.update(triageVersions).set({ content }).where(published);
    }
  });
});

describe('GET /api/bodyPart/:id/partSymptomDept', () => {
  const guide = (part: string, symptoms: string[], extra: Record<string, string> = {}) =>
    get(`/api/bodyPart/${part}/partSymptomDept`, { symptoms: symptoms.join(','), ...extra });

  it('ranks 消化内科 first for indigestion, with its doctors on duty this week', async () => {
    const { part, symptoms } = indigestion();
    const response = await guide(part, symptoms);
    expect(response.statusCode).toBe(200);
    const result = response.json<GuidanceResult>();
    expect(result.redFlag).toBeNull();
    const [first] = result.departments;
    expect(first).toMatchObject({ deptCode: 'XHNK', deptName: '消化内科' });
    expect(first!.matchedSymptoms).toHaveLength(2);
    expect(first!.doctors.length).toBeGreaterThan(0);
    const today = hospitalDate(t.clock.now());
    const starts = first!.doctors.map((doctor) => doctor.next[0]!);
    for (const doctor of first!.doctors) {
      expect(doctor.next.length).toBeGreaterThan(0);
      expect(doctor.next.length).toBeLessThanOrEqual(3);
      expect(doctor.next.every((slot) => slot.date >= today)).toBe(true);
    }
    // Doctors come soonest available first.
    const keys = starts.map((slot) => `${slot.date}${slot.period === 'morning' ? 0 : 1}`);
    expect(keys).toEqual([...keys].sort());
  });

  it('sends chest pain with sweating to the emergency room, with no departments', async () => {
    const part = partOffering(['chest-pain', 'sweating']);
    const response = await guide(part.code, ['chest-pain', 'sweating']);
    expect(response.statusCode).toBe(200);
    const result = response.json<GuidanceResult>();
    expect(result.redFlag).not.toBeNull();
    expect(result.redFlag!.advice.length).toBeGreaterThan(0);
    expect(result.departments).toEqual([]);
  });

  it('refuses a symptom of another part, naming it, and no symptoms at all', async () => {
    const { part } = indigestion();
    const stray = await guide(part, ['chest-pain']);
    expect(stray.statusCode).toBe(400);
    expect(stray.json()).toMatchObject({ field: 'symptoms' });
    expect(stray.json<{ message: string }>().message).toContain('chest-pain');
    expect((await guide(part, [])).statusCode).toBe(400);
    expect((await guide(part, ['chest-pain'], { ageMonths: '-1' })).statusCode).toBe(400);
  });

  it('answers 404 MODULE_DISABLED while the hospital has guidance switched off', async () => {
    await setModules(
      t.app,
      HOSPITAL_MODULES.filter((module) => module !== 'intelGuidance'),
    );
    try {
      for (const url of [
        '/api/bodyPart/bodyPartlist',
        '/api/bodyPart/chest/partSymptom',
        '/api/bodyPart/chest/partSymptomDept?symptoms=chest-pain',
      ]) {
        const response = await t.app.inject({ url });
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ ...MODULE_DISABLED });
      }
    } finally {
      await setModules(t.app, [...HOSPITAL_MODULES]);
    }
  });
});
