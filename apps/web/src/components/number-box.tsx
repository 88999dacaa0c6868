import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { addStep, normalizeNumberInput } from '../lib/number.ts';
import styles from './number-box.module.css';

interface NumberBoxProps {
  value: number;
  onChange: (value: number) => void;
  min?: number;
  max?: number;
  step?: number;
  label: string;
}

/**
 * Spec section 5: bad input resets to the minimum (or 0), values clamp, +/- stop at the bounds,
 * the step is 1 unless told. The field is a spinbutton, so arrow keys step it as they would a
 * native one; typing is kept as a draft until the field is left or Enter is pressed, so a
 * half-typed "1." is not reset under the patient's finger.
 */
export function NumberBox({ value, onChange, min, max, step = 1, label }: NumberBoxProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<string | null>(null);
  const commit = (input: string | number) => {
    setDraft(null);
    onChange(normalizeNumberInput(input, min, max));
  };
  const stepBy = (delta: number) =>
    commit(addStep(draft === null ? value : normalizeNumberInput(draft, min, max), delta));
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowUp' || event.key === 'ArrowDown') {
      event.preventDefault();
      stepBy(event.key === 'ArrowUp' ? step : -step);
    } else if (event.key === 'Enter') commit(draft ?? value);
  };
  const atMin = min !== undefined && value <= min;
  const atMax = max !== undefined && value >= max;
  return (
    <div className={styles.box}>
      <button
        type="button"
        className={styles.step}
        aria-label={t('common.decrease', { label })}
        disabled={atMin}
        onClick={() => stepBy(-step)}
      >
        −
      </button>
      <input
        className={styles.input}
        role="spinbutton"
        inputMode="decimal"
        aria-label={label}
        aria-valuenow={value}
        aria-valuemin={min}
        aria-valuemax={max}
        value={draft ?? String(value)}
        onChange={(event) => setDraft(event.target.value)}
        onKeyDown={onKeyDown}
        onBlur={() => commit(draft ?? value)}
      />
      <button
        type="button"
        className={styles.step}
        aria-label={t('common.increase', { label })}
        disabled={atMax}
        onClick={() => stepBy(step)}
      >
        +
      </button>
    </div>
  );
}
