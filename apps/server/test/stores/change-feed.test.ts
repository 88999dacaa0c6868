import { describe, expect, it } from 'vitest';
import { decodeChange, encodeChange } from '../../src/stores/change-feed.ts';

describe('the change feed message', () => {
  it('names a kind, and the keys of it that changed', () => {
    expect(decodeChange(encodeChange({ data: 'settings' }))).toEqual({ data: 'settings' });
    const sessions = { data: 'sessions', keys: ['a1', 'b2'] } as const;
    expect(encodeChange(sessions)).toBe('sessions:a1,b2');
    expect(decodeChange(encodeChange(sessions))).toEqual(sessions);
  });

  it('names the whole kind past fifty keys, which forgets more and never less', () => {
    const keys = Array.from({ length: 51 }, (_, index) => `k${index}`);
    expect(decodeChange(encodeChange({ data: 'sessions', keys }))).toEqual({ data: 'sessions' });
  });

  it('reads a message it does not know as "everything may have changed"', () => {
    expect(decodeChange('weather')).toBeNull();
    expect(decodeChange('weather:a1')).toBeNull();
  });
});
