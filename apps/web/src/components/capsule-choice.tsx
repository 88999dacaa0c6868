import { useId, type ReactNode } from 'react';
import styles from './capsule-choice.module.css';

interface CapsuleChoiceProps<T extends string> {
  /** What is being chosen, read out for the group (the capsules show only the choices). */
  label: string;
  /** A label from the hospital's records (a patient's name) comes marked as such. */
  options: readonly { value: T; label: ReactNode }[];
  value: T;
  onChange: (value: T) => void;
}

/**
 * One choice of a few, drawn as a row of capsules (a report period, a list filter). Native radio
 * buttons underneath, unlike antd-mobile's CapsuleTabs: a keyboard reaches the group with Tab and
 * moves with the arrows, and a screen reader hears the group's name and which one is chosen.
 */
export function CapsuleChoice<T extends string>({
  label,
  options,
  value,
  onChange,
}: CapsuleChoiceProps<T>) {
  const name = useId();
  return (
    <div className={styles.group} role="radiogroup" aria-label={label}>
      {options.map((option) => (
        <label
          key={option.value}
          className={option.value === value ? `${styles.capsule} ${styles.chosen}` : styles.capsule}
        >
          <input
            className="covering-input"
            type="radio"
            name={name}
            value={option.value}
            checked={option.value === value}
            onChange={() => onChange(option.value)}
          />
          {option.label}
        </label>
      ))}
    </div>
  );
}
