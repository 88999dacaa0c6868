import { Form, Input } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { useCaptcha } from '../api/get-captcha.ts';
import { rules } from './form-rules.ts';
import styles from './captcha-field.module.css';

/** The image captcha the server asks for after repeated failed sign-ins; tap to get another. */
export function CaptchaField({
  captcha,
  hint,
}: {
  captcha: ReturnType<typeof useCaptcha>;
  /** Why the captcha appeared, shown under it. */
  hint?: string;
}) {
  const { t } = useTranslation();
  const refresh = () => void captcha.refetch();
  return (
    <Form.Item
      name="captcha"
      label={t('account.field.captcha')}
      rules={rules.captcha}
      description={hint && <span role="alert">{hint}</span>}
      extra={
        <button
          type="button"
          className={styles.image}
          onClick={refresh}
          aria-label={t('account.refreshCaptcha')}
          data-testid="captcha-image"
        >
          {captcha.data ? (
            <img src={captcha.data.image} alt={t('account.field.captcha')} />
          ) : (
            <span>{captcha.isError ? t('account.error.captchaLoad') : '…'}</span>
          )}
        </button>
      }
    >
      <Input placeholder={t('account.placeholder.captcha')} maxLength={8} clearable />
    </Form.Item>
  );
}
