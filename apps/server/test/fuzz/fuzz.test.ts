import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { fuzz, fuzzedEndpoints } from './fuzz.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
});
afterAll(() => t.close());

describe('the schema-guided fuzz', () => {
  it('covers every endpoint of the contract and the OAuth endpoints', () => {
    const paths = new Set(fuzzedEndpoints.map((endpoint) => endpoint.path));
    expect(paths).toContain('/api/me');
    expect(paths).toContain('/oauth/token');
    expect(paths).toContain('/api/patients/fileUpload');
    expect(fuzzedEndpoints.length).toBeGreaterThan(80);
  });

  it('gets no 5xx from a short seeded run, signed in and not', { timeout: 240_000 }, async () => {
    const report = await fuzz(t.app, { requests: 3000, seed: 20261123 });
    expect(report.sent).toBe(3000);
    expect(report.distinct).toEqual([]);
    expect(report.serverErrors).toBe(0);
  });
});
