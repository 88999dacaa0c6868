import { passwordProblems } from '@hospital/contract';
import { CheckCircleFill, ExclamationCircleFill } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import styles from './password-rule.module.css';

/** The password strength rule, checked live as the patient types, before any submit. */
export function PasswordRule({ password }: { password: string }) {
  const { t } = useTranslation();
  const problems = passwordProblems(password);
  const tone = password ? styles.problem : styles.hint;
  return (
    <div className={styles.rule} data-testid="password-rule" aria-live="polite">
      {problems.length === 0 ? (
        <p className={styles.ok}>
          <CheckCircleFill /> {t('account.passwordOk')}
        </p>
      ) : (
        problems.map((problem) => (
          <p key={problem} className={tone}>
            <ExclamationCircleFill /> {problem}
          </p>
        ))
      )}
    </div>
  );
}

/** A form rule that refuses the password while the contract's rule finds a problem. */
export const passwordStrengthRules = [
  {
    validator: (_rule: unknown, value: unknown) => {
      const [problem] = passwordProblems(typeof value === 'string' ? value : '');
      return problem ? Promise.reject(new Error(problem)) : Promise.resolve();
    },
  },
];
