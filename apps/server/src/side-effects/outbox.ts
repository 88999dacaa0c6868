import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client.ts';
import { sideEffects } from '../db/schema/index.ts';

/**
 * Carries out one side effect. Must be idempotent: after a crash or a lost answer it runs
 * again with the same payload. Resolves `done`, or `again` to be asked again later (the
 * provider is still working on it); throwing records the error and retries with back-off.
 */
export type SideEffectHandler = (
  app: FastifyInstance,
  payload: Record<string, unknown>,
) => Promise<'done' | 'again'>;

const handlers = new Map<string, SideEffectHandler>();

/** Registered once per kind at start; a later registration replaces it. */
export function onSideEffect(kind: string, handler: SideEffectHandler): void {
  handlers.set(kind, handler);
}

export const sideEffectHandler = (kind: string): SideEffectHandler | undefined =>
  handlers.get(kind);

/**
 * Writes a side effect in the caller's transaction, so it exists exactly when the state
 * change that calls for it commits. The same dedupe key written again is ignored.
 */
export async function enqueueSideEffect(
  tx: Database,
  effect: { kind: string; dedupeKey: string; payload: Record<string, unknown> },
): Promise<void> {
  await tx.insert(sideEffects).values(effect).onConflictDoNothing();
}
