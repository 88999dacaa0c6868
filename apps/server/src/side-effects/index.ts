/**
 * The outbox for side effects of state changes: written in the change's transaction
 * (`enqueueSideEffect`), carried out by the worker (`drainSideEffects`) with retries.
 */
export { enqueueSideEffect, onSideEffect, type SideEffectHandler } from './outbox.ts';
export { claimSideEffects, drainSideEffects, LEASE_MS, retryDelayMs } from './worker.ts';
