import { CAPTCHA_REQUIRED, SMS_LOGIN_PREFIX } from '@hospital/contract';
import { Form } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCaptcha } from '../api/get-captcha.ts';
import { signIn } from '../api/session.ts';
import { useSessionActions } from '../hooks/use-session-actions.ts';
import { CaptchaField } from './captcha-field.tsx';
import { showFailure } from './form-rules.ts';
import { CurrentPasswordField } from './password-field.tsx';
import { PhoneField } from './phone-field.tsx';
import { SmsCodeField } from './sms-code-field.tsx';
import { SubmitButton } from './submit-button.tsx';
import { CheckedForm } from '../../../components/checked-form.tsx';

export type SignInMethod = 'password' | 'sms';

interface SignInValues {
  phone: string;
  password?: string;
  smsCode?: string;
  captcha?: string;
}

interface SignInFormProps {
  method: SignInMethod;
  /** The agreement must be ticked; returns false (and shows why) when it is not. */
  confirmAgreement: () => boolean;
}

/** Phone + password or phone + SMS code; the image captcha joins once the server asks. */
export function SignInForm({ method, confirmAgreement }: SignInFormProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<SignInValues>();
  const [submitting, setSubmitting] = useState(false);
  const [captchaNeeded, setCaptchaNeeded] = useState(false);
  const captcha = useCaptcha(captchaNeeded);
  const { signedIn } = useSessionActions();
  const secretField = method === 'password' ? 'password' : 'smsCode';

  const onFinish = async (values: SignInValues) => {
    if (!confirmAgreement()) return;
    setSubmitting(true);
    const phone = values.phone.trim();
    const result = await signIn({
      username: method === 'password' ? phone : SMS_LOGIN_PREFIX + phone,
      password: (method === 'password' ? values.password : values.smsCode)?.trim() ?? '',
      captcha:
        captchaNeeded && captcha.data
          ? { captchaId: captcha.data.captchaId, answer: values.captcha?.trim() ?? '' }
          : undefined,
    });
    setSubmitting(false);
    if (result.ok) {
      signedIn(result.data);
      return;
    }
    // A captcha answers once: whatever happened, the next try needs a new one.
    if (captchaNeeded) void captcha.refetch();
    form.setFieldValue('captcha', '');
    if (result.code === CAPTCHA_REQUIRED) {
      setCaptchaNeeded(true);
      return;
    }
    showFailure(form, result, ['phone', secretField, 'captcha'], secretField);
  };

  return (
    <CheckedForm
      form={form}
      layout="horizontal"
      mode="card"
      onFinish={(values: SignInValues) => void onFinish(values)}
      footer={
        <SubmitButton submitting={submitting} testId="sign-in-submit">
          {t('account.submitLogin')}
        </SubmitButton>
      }
    >
      <PhoneField autoComplete="tel" />
      {method === 'password' ? (
        <CurrentPasswordField />
      ) : (
        <SmsCodeField form={form} scene="login" />
      )}
      {captchaNeeded && (
        <CaptchaField captcha={captcha} hint={t('account.error.captchaRequired')} />
      )}
    </CheckedForm>
  );
}
