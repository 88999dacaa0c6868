import type { GuidanceSymptom } from '@hospital/contract';
import { SearchBar } from 'antd-mobile';
import { CloseCircleFill } from 'antd-mobile-icons';
import { useState } from 'react';
import { usePreDiagnosisTranslation } from '../i18n/index.ts';
import styles from './symptom-picker.module.css';
import { hisText } from '../../../../components/his-text.tsx';

/** How many symptoms show before the patient searches or asks for all of them. */
const FIRST_SHOWN = 12;

interface SymptomPickerProps {
  catalogue: readonly GuidanceSymptom[];
  chosen: readonly string[];
  onChange: (chosen: string[]) => void;
}

/**
 * The chief complaint: the hospital's symptom catalogue, searched by name or by its plain
 * explanation, the chosen ones shown as chips that remove themselves when tapped.
 */
export function SymptomPicker({ catalogue, chosen, onChange }: SymptomPickerProps) {
  const { t } = usePreDiagnosisTranslation();
  const [query, setQuery] = useState('');
  const [showAll, setShowAll] = useState(false);
  const words = query.trim();
  // Symptoms named by the words come before those only explained by them.
  const matches = words
    ? [
        ...catalogue.filter((s) => s.name.includes(words)),
        ...catalogue.filter((s) => !s.name.includes(words) && s.explanation.includes(words)),
      ]
    : catalogue;
  const shown = words || showAll ? matches : matches.slice(0, FIRST_SHOWN);
  const names = new Map(catalogue.map((symptom) => [symptom.id, symptom.name]));
  const toggle = (id: string) =>
    onChange(chosen.includes(id) ? chosen.filter((code) => code !== id) : [...chosen, id]);

  return (
    <div className={styles.picker}>
      {chosen.length > 0 && (
        <ul className={styles.chips} aria-label={t('symptoms.chosen')}>
          {chosen.map((id) => (
            <li key={id}>
              <button
                type="button"
                className={styles.chip}
                onClick={() => toggle(id)}
                aria-label={t('symptoms.remove', { name: names.get(id) ?? id })}
              >
                {names.get(id) ?? id}
                <CloseCircleFill aria-hidden />
              </button>
            </li>
          ))}
        </ul>
      )}
      <SearchBar
        placeholder={t('symptoms.search')}
        value={query}
        onChange={setQuery}
        data-testid="symptom-search"
      />
      {!words && <p className={styles.listHeading}>{t('symptoms.common')}</p>}
      {words && matches.length === 0 && (
        <p className={styles.listHeading} role="status">
          {t('symptoms.none', { query: words })}
        </p>
      )}
      <ul className={styles.symptoms}>
        {shown.map((symptom) => {
          const on = chosen.includes(symptom.id);
          return (
            <li key={symptom.id}>
              <button
                type="button"
                className={on ? `${styles.symptom} ${styles.on}` : styles.symptom}
                aria-pressed={on}
                onClick={() => toggle(symptom.id)}
                data-testid="symptom-option"
              >
                <span className={styles.symptomName} {...hisText}>
                  {symptom.name}
                </span>
                <span className={styles.symptomText} {...hisText}>
                  {symptom.explanation}
                </span>
              </button>
            </li>
          );
        })}
      </ul>
      {!words && !showAll && matches.length > FIRST_SHOWN && (
        <button type="button" className={styles.more} onClick={() => setShowAll(true)}>
          {t('symptoms.showAll', { count: matches.length })}
        </button>
      )}
    </div>
  );
}
