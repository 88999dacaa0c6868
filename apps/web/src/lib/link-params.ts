import type { z } from 'zod';

/** Why an address cannot open its page: a value it needs is absent, or present but unusable. */
export type LinkProblem = 'missing' | 'malformed';

export type LinkParams<T> = { ok: true; params: T } | { ok: false; problem: LinkProblem };

/**
 * Reads the query values a page needs (pages pass data by query) through the schema the API itself
 * validates them with, so a page never asks the server for an id it would refuse, and never waits
 * for one that is not there. An empty value counts as absent.
 */
export function parseLinkParams<S extends z.ZodObject>(
  search: URLSearchParams,
  schema: S,
): LinkParams<z.output<S>> {
  const input: Record<string, string | undefined> = {};
  for (const key of Object.keys(schema.shape)) input[key] = search.get(key) || undefined;
  const parsed = schema.safeParse(input);
  if (parsed.success) return { ok: true, params: parsed.data };
  const missing = parsed.error.issues.some((issue) => {
    const key = issue.path[0];
    return typeof key === 'string' && input[key] === undefined;
  });
  return { ok: false, problem: missing ? 'missing' : 'malformed' };
}
