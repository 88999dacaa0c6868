import type { GuidanceSymptom } from '@hospital/contract';
import { CheckCircleFill } from 'antd-mobile-icons';
import styles from './symptom-card.module.css';
import { hisText } from '../../../../components/his-text.tsx';

/**
 * A symptom with its plain explanation, chosen or not. A native checkbox underneath, so a
 * keyboard and a screen reader treat it as one.
 */
export function SymptomCard({
  symptom,
  chosen,
  onToggle,
}: {
  symptom: GuidanceSymptom;
  chosen: boolean;
  onToggle: () => void;
}) {
  return (
    <label
      className={chosen ? `${styles.card} ${styles.chosen}` : styles.card}
      data-testid="symptom"
    >
      <input
        className="covering-input"
        type="checkbox"
        checked={chosen}
        onChange={onToggle}
        aria-describedby={`symptom-${symptom.id}-explanation`}
      />
      <span className={styles.text} {...hisText}>
        <strong className={styles.name}>{symptom.name}</strong>
        <span id={`symptom-${symptom.id}-explanation`} className={styles.explanation}>
          {symptom.explanation}
        </span>
      </span>
      <CheckCircleFill className={styles.mark} aria-hidden />
    </label>
  );
}
