import { describe, expect, it } from 'vitest';
import { parseLinkParams } from '../../../../lib/link-params.ts';
import {
  BodyPartsLinkSchema,
  chosenSymptoms,
  guidanceQuery,
  ResultsLinkSchema,
  SymptomLinkSchema,
} from './guidance-links.ts';

const parse = <S extends Parameters<typeof parseLinkParams>[1]>(schema: S, query: string) =>
  parseLinkParams(new URLSearchParams(query), schema);

describe('the figure page address', () => {
  it('opens on the man from the front when it says nothing', () => {
    expect(parse(BodyPartsLinkSchema, '')).toEqual({
      ok: true,
      params: { figure: 'male', side: 'front', ageMonths: undefined },
    });
  });

  it("restores the figure, the side and a child's age", () => {
    expect(parse(BodyPartsLinkSchema, 'figure=child&side=back&ageMonths=12')).toEqual({
      ok: true,
      params: { figure: 'child', side: 'back', ageMonths: 12 },
    });
  });

  it('falls back to the defaults on values it does not know', () => {
    expect(parse(BodyPartsLinkSchema, 'figure=robot&side=top&ageMonths=-4')).toEqual({
      ok: true,
      params: { figure: 'male', side: 'front', ageMonths: undefined },
    });
  });
});

describe('the symptoms page address', () => {
  it('needs the part', () => {
    expect(parse(SymptomLinkSchema, 'figure=female')).toEqual({ ok: false, problem: 'missing' });
  });

  it("needs a child's age on the child figure", () => {
    expect(parse(SymptomLinkSchema, 'part=chest&figure=child')).toEqual({
      ok: false,
      problem: 'missing',
    });
    expect(parse(SymptomLinkSchema, 'part=chest&figure=child&ageMonths=3')).toMatchObject({
      ok: true,
      params: { part: 'chest', figure: 'child', ageMonths: 3 },
    });
  });

  it('refuses a part code that is not one', () => {
    expect(parse(SymptomLinkSchema, 'part=Chest!')).toEqual({ ok: false, problem: 'malformed' });
  });
});

describe('the results page address', () => {
  it('reads the chosen symptoms as a list, once each', () => {
    expect(parse(ResultsLinkSchema, 'part=chest&symptoms=chest-pain,sweating,chest-pain')).toEqual({
      ok: true,
      params: {
        part: 'chest',
        figure: 'male',
        symptoms: ['chest-pain', 'sweating'],
        ageMonths: undefined,
      },
    });
  });

  it('needs at least one symptom, and no more than the most one guidance may name', () => {
    expect(parse(ResultsLinkSchema, 'part=chest')).toEqual({ ok: false, problem: 'missing' });
    const nine = Array.from({ length: 9 }, (_, index) => `s${index}`).join(',');
    expect(parse(ResultsLinkSchema, `part=chest&symptoms=${nine}`)).toEqual({
      ok: false,
      problem: 'malformed',
    });
  });
});

describe('guidanceQuery', () => {
  it('writes lists comma-joined and leaves out what is not set', () => {
    expect(
      guidanceQuery({ part: 'chest', figure: 'child', ageMonths: 0, symptoms: ['a', 'b'] }),
    ).toEqual({ part: 'chest', figure: 'child', ageMonths: '0', symptoms: 'a,b' });
    expect(guidanceQuery({ figure: 'male', ageMonths: undefined })).toEqual({ figure: 'male' });
  });

  it('round-trips the chosen symptoms', () => {
    expect(chosenSymptoms(guidanceQuery({ symptoms: ['a', 'b'] }).symptoms)).toEqual(['a', 'b']);
    expect(chosenSymptoms(' a,,b ,a')).toEqual(['a', 'b']);
    expect(chosenSymptoms(undefined)).toEqual([]);
  });
});
