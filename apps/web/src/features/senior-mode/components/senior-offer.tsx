import { Button } from 'antd-mobile';
import { EyeOutline } from 'antd-mobile-icons';
import { useId } from 'react';
import { showToast } from '../../../components/toast.ts';
import { useSeniorTranslation } from '../i18n/index.ts';
import { seniorMode } from '../senior-mode.ts';
import styles from './senior-offer.module.css';

/** On a signed-in patient's first visit: an offer of senior mode, answered once for good. */
export function SeniorOffer() {
  const { t } = useSeniorTranslation();
  const titleId = useId();
  const accept = () => {
    seniorMode.answerOffer(true);
    showToast(t('on'));
  };
  return (
    <section className={styles.card} aria-labelledby={titleId} data-testid="senior-offer">
      <EyeOutline className={styles.icon} aria-hidden />
      <div className={styles.text}>
        <h2 id={titleId} className={styles.title}>
          {t('offer.title')}
        </h2>
        <p className={styles.hint}>{t('offer.hint')}</p>
      </div>
      <div className={styles.actions}>
        <Button
          size="small"
          fill="none"
          className={styles.decline}
          onClick={() => seniorMode.answerOffer(false)}
          data-testid="senior-offer-decline"
        >
          {t('offer.decline')}
        </Button>
        <Button
          size="small"
          color="primary"
          shape="rounded"
          onClick={accept}
          data-testid="senior-offer-accept"
        >
          {t('offer.accept')}
        </Button>
      </div>
    </section>
  );
}
