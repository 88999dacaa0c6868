/** Every fever query sits under `fever`: the questions alone, and with one saved record. */
export const feverKeys = {
  all: ['fever'] as const,
  dict: (recordId?: number) => [...feverKeys.all, 'dict', recordId ?? null] as const,
};
