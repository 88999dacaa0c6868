import type { QuestionOption } from '@hospital/contract';
import { CheckCircleFill } from 'antd-mobile-icons';
import { useId } from 'react';
import styles from './question.module.css';
import { hisText } from '../../../../components/his-text.tsx';

interface ChoiceCardsProps {
  /** One choice (radios) or several (checkboxes). */
  multiple: boolean;
  options: readonly QuestionOption[];
  chosen: readonly string[];
  onChange: (chosen: string[]) => void;
}

/**
 * Options drawn as cards, large enough for a finger and for older eyes. Native radios and
 * checkboxes underneath: the fieldset around them names the group for a screen reader, and a
 * keyboard moves through them as through any form.
 */
export function ChoiceCards({ multiple, options, chosen, onChange }: ChoiceCardsProps) {
  const name = useId();
  const toggle = (code: string) =>
    onChange(
      !multiple
        ? [code]
        : chosen.includes(code)
          ? chosen.filter((option) => option !== code)
          : options.map((option) => option.code).filter((o) => o === code || chosen.includes(o)),
    );
  return (
    <div className={styles.cards}>
      {options.map((option) => {
        const on = chosen.includes(option.code);
        return (
          <label key={option.code} className={on ? `${styles.choice} ${styles.on}` : styles.choice}>
            <input
              className="covering-input"
              type={multiple ? 'checkbox' : 'radio'}
              name={name}
              value={option.code}
              checked={on}
              onChange={() => toggle(option.code)}
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
