import type { TestApp } from '../../helpers/test-app.ts';

/** A patient's read of what the console published (or nobody's). */
export const patientCall =
  (t: TestApp) => (who: { headers: Record<string, string> } | null, url: string) =>
    t.app.inject({ url, headers: who?.headers ?? {} });
