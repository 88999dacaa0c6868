import { Checkbox } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styles from './agreement-check.module.css';
import { paths } from '../../../lib/paths.ts';

interface AgreementCheckProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** Shown below while the patient tries to go on without ticking it. */
  error: boolean;
}

/** The user agreement must be ticked before signing in or registering. */
export function AgreementCheck({ checked, onChange, error }: AgreementCheckProps) {
  const { t } = useTranslation();
  return (
    <div className={styles.agreement}>
      <Checkbox checked={checked} onChange={onChange} data-testid="agreement">
        <span className={styles.text}>{t('account.agreePrefix')}</span>
      </Checkbox>
      <Link to={paths.userAgreement} className={styles.link}>
        {t('account.agreementLink')}
      </Link>
      {error && (
        <p className={styles.error} role="alert">
          {t('account.error.agreement')}
        </p>
      )}
    </div>
  );
}
