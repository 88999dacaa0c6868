import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  passwordProblemsOf,
  type PasswordProblem,
} from '@hospital/contract';
import { CheckCircleFill, ExclamationCircleFill } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { i18n } from '../../../i18n/index.ts';
import styles from './password-rule.module.css';

/** A password problem in the patient's language. */
const problemText = (problem: PasswordProblem) =>
  i18n.t(`account.passwordProblem.${problem}`, {
    min: PASSWORD_MIN_LENGTH,
    max: PASSWORD_MAX_LENGTH,
  });

/** The password strength rule, checked live as the patient types, before any submit. */
export function PasswordRule({ password }: { password: string }) {
  const { t } = useTranslation();
  const problems = passwordProblemsOf(password);
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
            <ExclamationCircleFill /> {problemText(problem)}
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
      const [problem] = passwordProblemsOf(typeof value === 'string' ? value : '');
      return problem ? Promise.reject(new Error(problemText(problem))) : Promise.resolve();
    },
  },
];
