import { Form, Input } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../../components/toast.ts';
import { register } from '../api/register.ts';
import { signIn } from '../api/session.ts';
import { useSessionActions } from '../hooks/use-session-actions.ts';
import { rules, showFailure } from './form-rules.ts';
import { NewPasswordField } from './password-field.tsx';
import { PhoneField } from './phone-field.tsx';
import { SmsCodeField } from './sms-code-field.tsx';
import { SubmitButton } from './submit-button.tsx';
import { CheckedForm } from '../../../components/checked-form.tsx';

interface RegisterValues {
  phone: string;
  smsCode: string;
  password: string;
  name?: string;
}

const FIELDS = ['phone', 'smsCode', 'password', 'name'] as const;

/** A new account from a phone and its SMS code; signs in with the new password at once. */
export function RegisterForm({ confirmAgreement }: { confirmAgreement: () => boolean }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<RegisterValues>();
  const [submitting, setSubmitting] = useState(false);
  const { signedIn } = useSessionActions();

  const onFinish = async (values: RegisterValues) => {
    if (!confirmAgreement()) return;
    setSubmitting(true);
    const phone = values.phone.trim();
    const name = values.name?.trim();
    const created = await register({
      phone,
      smsCode: values.smsCode.trim(),
      password: values.password,
      ...(name && { name }),
    });
    if (!created.ok) {
      setSubmitting(false);
      showFailure(form, created, FIELDS);
      return;
    }
    const session = await signIn({ username: phone, password: values.password });
    setSubmitting(false);
    showToast(t('account.registered'));
    if (session.ok) signedIn(session.data);
    else showFailure(form, session, FIELDS);
  };

  return (
    <CheckedForm
      form={form}
      layout="horizontal"
      mode="card"
      onFinish={(values: RegisterValues) => void onFinish(values)}
      footer={
        <SubmitButton submitting={submitting} testId="register-submit">
          {t('account.submitRegister')}
        </SubmitButton>
      }
    >
      <PhoneField autoComplete="tel" />
      <SmsCodeField form={form} scene="register" />
      <NewPasswordField label={t('account.field.password')} />
      <Form.Item name="name" label={t('account.field.name')} rules={rules.optionalName}>
        <Input placeholder={t('account.placeholder.name')} maxLength={20} clearable />
      </Form.Item>
    </CheckedForm>
  );
}
