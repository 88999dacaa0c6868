import { Tabs } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import loginImage from '../../../assets/login.svg';
import { HisMessage } from '../../../components/his-message.tsx';
import { Page } from '../../../components/page.tsx';
import { useHospitalName } from '../../../api/queries/get-biz-config.ts';
import { AgreementCheck } from '../components/agreement-check.tsx';
import { RegisterForm } from '../components/register-form.tsx';
import { SignInForm, type SignInMethod } from '../components/sign-in-form.tsx';
import styles from './app-login-page.module.css';
import { links, paths } from '../../../lib/paths.ts';

const REGISTER_MODE = 'register';

/**
 * /appLogin/appLogin: the native app's and plain browser's own sign-in, and registration as
 * `?mode=register` (the product has no register route).
 */
export function AppLoginPage() {
  const { t } = useTranslation();
  const hospital = useHospitalName();
  const [searchParams] = useSearchParams();
  const registering = searchParams.get('mode') === REGISTER_MODE;
  const [method, setMethod] = useState<SignInMethod>('password');
  const [agreed, setAgreed] = useState(false);
  const [agreementError, setAgreementError] = useState(false);

  const confirmAgreement = () => {
    setAgreementError(!agreed);
    return agreed;
  };
  const onAgree = (checked: boolean) => {
    setAgreed(checked);
    if (checked) setAgreementError(false);
  };

  return (
    <Page title={t(registering ? 'account.title.register' : 'account.title.login')}>
      <section className={styles.hero}>
        <img className={styles.image} src={loginImage} alt="" />
        <h2 className={styles.welcome}>
          <HisMessage i18nKey="account.welcome" values={{ hospital }} />
        </h2>
        <p className={styles.hint}>{t('account.welcomeHint')}</p>
      </section>
      {registering ? (
        <RegisterForm confirmAgreement={confirmAgreement} />
      ) : (
        <>
          <Tabs
            activeKey={method}
            onChange={(key) => setMethod(key as SignInMethod)}
            className={styles.tabs}
          >
            <Tabs.Tab title={t('account.tab.password')} key="password" />
            <Tabs.Tab title={t('account.tab.sms')} key="sms" />
          </Tabs>
          <SignInForm key={method} method={method} confirmAgreement={confirmAgreement} />
        </>
      )}
      <div className={styles.footer}>
        <AgreementCheck checked={agreed} onChange={onAgree} error={agreementError} />
        <nav className={styles.links}>
          {registering ? (
            <Link to={paths.appLogin} replace>
              {t('account.toLogin')}
            </Link>
          ) : (
            <Link to={links.appLoginRegister(REGISTER_MODE)} replace>
              {t('account.toRegister')}
            </Link>
          )}
          <Link to={paths.resetPassword}>{t('account.forgotPassword')}</Link>
        </nav>
      </div>
    </Page>
  );
}
