import { Form, Input } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../../components/toast.ts';
import { register } from '../api/register.ts';
import { signIn } from '../api/session.ts';
import { useSessionActions } from '../hooks/use-session-actions.ts';
import { rules, showFailure } from './form-rules.ts';
import { PasswordRule, passwordStrengthRules } from './password-rule.tsx';
import { SmsCodeField } from './sms-code-field.tsx';
import { SubmitButton } from './submit-button.tsx';

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
  const password = Form.useWatch('password', form) ?? '';
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
    <Form
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
      <Form.Item name="phone" label={t('account.field.phone')} rules={rules.phone}>
        <Input
          placeholder={t('account.placeholder.phone')}
          maxLength={11}
          inputMode="numeric"
          autoComplete="tel"
          clearable
        />
      </Form.Item>
      <SmsCodeField form={form} scene="register" />
      <Form.Item
        name="password"
        label={t('account.field.password')}
        rules={passwordStrengthRules}
        description={<PasswordRule password={password} />}
      >
        <Input
          type="password"
          placeholder={t('account.placeholder.newPassword')}
          autoComplete="new-password"
          clearable
        />
      </Form.Item>
      <Form.Item name="name" label={t('account.field.name')} rules={rules.optionalName}>
        <Input placeholder={t('account.placeholder.name')} maxLength={20} clearable />
      </Form.Item>
    </Form>
  );
}
