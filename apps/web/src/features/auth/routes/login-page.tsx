import { useTranslation } from 'react-i18next';
import loginImage from '../../../assets/login.svg';
import { ErrorState } from '../../../components/error-state.tsx';
import { useDocumentTitle } from '../../../hooks/use-document-title.ts';
import { useLoginFlow } from '../hooks/use-login-flow.ts';
import { useWaitingDots } from '../hooks/use-waiting-dots.ts';
import styles from './login-page.module.css';

/** /login: the host OAuth callback. */
export function LoginPage() {
  const { t } = useTranslation();
  const dots = useWaitingDots();
  useDocumentTitle(t('login.authorizing'));
  const { hostUnavailable, retry } = useLoginFlow();
  if (hostUnavailable) {
    return (
      <main className={styles.page}>
        <ErrorState message={t('login.hostUnavailable')} onRetry={retry} />
      </main>
    );
  }
  return (
    <main className={styles.page}>
      <img className={styles.image} src={loginImage} alt="" />
      <p className={styles.text}>
        {t('login.authorizing')}
        <span className={styles.dots} data-testid="login-dots">
          {dots}
        </span>
      </p>
    </main>
  );
}
