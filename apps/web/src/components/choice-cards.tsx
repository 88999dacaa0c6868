import { CheckCircleFill } from 'antd-mobile-icons';
import { useId } from 'react';
import { hisText } from './his-text.tsx';
import styles from './question-card.module.css';

/** One option of a choice question: what is sent, and what the patient reads. */
export interface ChoiceCardOption {
  value: string;
  label: string;
}

/** The options an answer has chosen: one, several, or none for a number, text or no answer. */
export const chosenOf = (answer: string | readonly string[] | number | undefined): string[] =>
  typeof answer === 'string'
    ? [answer]
    : typeof answer === 'number' || answer === undefined
      ? []
      : [...answer];

interface ChoiceCardsProps {
  /** One choice (radios) or several (checkboxes). */
  multiple: boolean;
  options: readonly ChoiceCardOption[];
  chosen: readonly string[];
  onChange: (chosen: string[]) => void;
}

/**
 * Options drawn as cards, large enough for a finger and for older eyes. Native radios and
 * checkboxes underneath: the fieldset around them names the group for a screen reader, and a
 * keyboard moves through them as through any form. A risk option is not marked: the patient
 * answers what is true, the server judges.
 */
export function ChoiceCards({ multiple, options, chosen, onChange }: ChoiceCardsProps) {
  const name = useId();
  const toggle = (value: string) =>
    onChange(
      !multiple
        ? [value]
        : chosen.includes(value)
          ? chosen.filter((option) => option !== value)
          : options.map((option) => option.value).filter((o) => o === value || chosen.includes(o)),
    );
  return (
    <div className={styles.cards}>
      {options.map((option) => {
        const on = chosen.includes(option.value);
        return (
          <label
            key={option.value}
            className={on ? `${styles.choice} ${styles.on}` : styles.choice}
          >
            <input
              className="covering-input"
              type={multiple ? 'checkbox' : 'radio'}
              name={name}
              value={option.value}
              checked={on}
              onChange={() => toggle(option.value)}
            />
            <span className={styles.choiceLabel} {...hisText}>
              {option.label}
            </span>
            {on && <CheckCircleFill className={styles.tick} aria-hidden />}
          </label>
        );
      })}
    </div>
  );
}
