import type { TextSection } from '@hospital/contract';
import { Checkbox } from 'antd-mobile';
import { useRegistrationTranslation } from '../i18n/index.ts';
import styles from './consent-card.module.css';

interface ConsentCardProps {
  tip: TextSection;
  accepted: boolean;
  onChange: (accepted: boolean) => void;
}

/** The informed-consent text (registerInformedConsentTip) the patient must accept. */
export function ConsentCard({ tip, accepted, onChange }: ConsentCardProps) {
  const { t } = useRegistrationTranslation();
  return (
    <section className={styles.card} data-testid="consent">
      <h2>{tip.title || t('confirm.consentTitle')}</h2>
      <div className={styles.text}>
        {tip.paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
      <Checkbox checked={accepted} onChange={onChange} data-testid="consent-accept">
        {t('confirm.accept')}
      </Checkbox>
    </section>
  );
}
