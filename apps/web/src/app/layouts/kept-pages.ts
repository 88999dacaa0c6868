import { PRELOAD_PAGE_LIMIT } from '../../lib/constants.ts';

/**
 * Which kept-alive pages stay mounted, shared by every keep-alive layout: at most
 * PRELOAD_PAGE_LIMIT (10, spec section 9) at once, so a long wander does not hold every page
 * the patient passed in memory; beyond that the one visited longest ago goes.
 */
export function createKeptPages(limit: number = PRELOAD_PAGE_LIMIT) {
  /** Most recently visited last. */
  let alive: readonly string[] = [];
  const listeners = new Set<() => void>();
  const replace = (next: readonly string[]) => {
    alive = next;
    listeners.forEach((listener) => listener());
  };
  return {
    visit: (path: string): void => {
      if (alive.at(-1) === path) return;
      replace([...alive.filter((kept) => kept !== path), path].slice(-limit));
    },
    drop: (path: string): void => {
      if (alive.includes(path)) replace(alive.filter((kept) => kept !== path));
    },
    subscribe: (listener: () => void): (() => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    alive: (): readonly string[] => alive,
  };
}

export const keptPages = createKeptPages();
