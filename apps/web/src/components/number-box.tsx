import { useState } from 'react';
import { normalizeNumberInput } from '../lib/number.ts';
import styles from './number-box.module.css';

interface NumberBoxProps {
  value: number;
  onChange: (value: number) => void;
  min?: number;
  max?: number;
  step?: number;
  label: string;
}

/** Bad input resets to the minimum (or 0), values clamp, +/- stop at the bounds. */
export function NumberBox({ value, onChange, min, max, step = 1, label }: NumberBoxProps) {
  const [draft, setDraft] = useState<string | null>(null);
  const commit = (input: string | number) => {
    setDraft(null);
    onChange(normalizeNumberInput(input, min, max));
  };
  const atMin = min !== undefined && value <= min;
  const atMax = max !== undefined && value >= max;
  return (
    <div className={styles.box}>
      <button
        type="button"
        className={styles.step}
        aria-label="-"
        disabled={atMin}
        onClick={() => commit(value - step)}
      >
        −
      </button>
      <input
        className={styles.input}
        inputMode="decimal"
        aria-label={label}
        value={draft ?? String(value)}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={() => commit(draft ?? value)}
      />
      <button
        type="button"
        className={styles.step}
        aria-label="+"
        disabled={atMax}
        onClick={() => commit(value + step)}
      >
        +
      </button>
    </div>
  );
}
