import { describe, expect, it } from 'vitest';
import { issuePass, maskName, readPass } from '../../../src/modules/health/pass.ts';
import { passColour } from '../../../src/modules/health/service.ts';

const SECRET = 'a-door-pass-key-for-the-tests-0123456789';
const claims = {
  recordId: 7,
  kind: 'visitor' as const,
  colour: 'green' as const,
  maskedName: '**丰',
  issuedAt: new Date('2026-03-02T01:00:00.000Z'),
  expiresAt: new Date('2026-03-03T01:00:00.000Z'),
};

describe('health pass codes', () => {
  it('reads back what it signed', () => {
    const pass = issuePass(SECRET, claims);
    expect(pass).toMatchObject({ colour: 'green', maskedName: '**丰' });
    expect(readPass(SECRET, pass.code)).toEqual(claims);
  });

  it('refuses an edited code, another key and garbage', () => {
    const { code } = issuePass(SECRET, claims);
    const [version, payload, signature] = code.split('.');
    const red = Buffer.from(
      Buffer.from(payload!, 'base64url').toString().replace('"green"', '"red"'),
    ).toString('base64url');
    expect(readPass(SECRET, `${version}.${red}.${signature}`)).toBeNull();
    expect(readPass(`${SECRET}x`, code)).toBeNull();
    expect(readPass(SECRET, `${code}.x`)).toBeNull();
    expect(readPass(SECRET, 'HP1..')).toBeNull();
    expect(readPass(SECRET, '绿码')).toBeNull();
  });

  it('masks all but the last character of a name', () => {
    expect(maskName('张三丰')).toBe('**丰');
    expect(maskName('李四')).toBe('*四');
    expect(maskName('王')).toBe('*');
  });

  it('colours green without risk, yellow for one risk answer, red for a fever or several', () => {
    expect(passColour([], false)).toBe('green');
    expect(passColour(['travel'], false)).toBe('yellow');
    expect(passColour(['travel', 'contact'], false)).toBe('red');
    expect(passColour(['temperature'], true)).toBe('red');
  });
});
