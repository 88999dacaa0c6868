import type { TextSection } from '@hospital/contract';
import { Checkbox } from 'antd-mobile';
import { useId } from 'react';
import { useRegistrationTranslation } from '../i18n/index.ts';
import styles from './consent-card.module.css';
import { HisText, hisText } from '../../../components/his-text.tsx';

interface ConsentCardProps {
  tip: TextSection;
  accepted: boolean;
  onChange: (accepted: boolean) => void;
}

/** The informed-consent text (registerInformedConsentTip) the patient must accept. */
export function ConsentCard({ tip, accepted, onChange }: ConsentCardProps) {
  const { t } = useRegistrationTranslation();
  const titleId = useId();
  return (
    <section className={styles.card} data-testid="consent">
      <h2 id={titleId}>{tip.title ? <HisText>{tip.title}</HisText> : t('confirm.consentTitle')}</h2>
      {/*
        Shown in full rather than scrolling inside the card: the patient accepts all of it, and
        in large type a scrolling box would keep most of it out of sight.
      */}
      <div className={styles.text} role="region" aria-labelledby={titleId} {...hisText}>
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
