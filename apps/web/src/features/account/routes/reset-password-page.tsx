import { Form, Input } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Page } from '../../../components/page.tsx';
import { showToast } from '../../../components/toast.ts';
import { resetPassword } from '../api/reset-password.ts';
import { showFailure } from '../components/form-rules.ts';
import { NewPasswordField } from '../components/password-field.tsx';
import { PhoneField } from '../components/phone-field.tsx';
import { SmsCodeField } from '../components/sms-code-field.tsx';
import { SubmitButton } from '../components/submit-button.tsx';
import { paths } from '../../../lib/paths.ts';
import { CheckedForm } from '../../../components/checked-form.tsx';

interface ResetValues {
  phone: string;
  smsCode: string;
  password: string;
  confirmPassword: string;
}

/** /appLogin/resetPassword: a new password for the account of a phone, proven by SMS code. */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [form] = Form.useForm<ResetValues>();
  const [submitting, setSubmitting] = useState(false);

  const onFinish = async (values: ResetValues) => {
    setSubmitting(true);
    const result = await resetPassword({
      phone: values.phone.trim(),
      smsCode: values.smsCode.trim(),
      password: values.password,
    });
    setSubmitting(false);
    if (!result.ok) {
      showFailure(form, result, ['phone', 'smsCode', 'password']);
      return;
    }
    showToast(t('account.resetDone'), 'long');
    void navigate(paths.appLogin, { replace: true });
  };

  const matchesPassword = [
    {
      validator: (_rule: unknown, value: unknown) =>
        value === form.getFieldValue('password')
          ? Promise.resolve()
          : Promise.reject(new Error(t('account.error.confirmPassword'))),
    },
  ];

  return (
    <Page title={t('account.title.resetPassword')}>
      <CheckedForm
        form={form}
        layout="horizontal"
        mode="card"
        onFinish={(values: ResetValues) => void onFinish(values)}
        footer={
          <SubmitButton submitting={submitting} testId="reset-submit">
            {t('account.submitReset')}
          </SubmitButton>
        }
      >
        <PhoneField />
        <SmsCodeField form={form} scene="reset" />
        <NewPasswordField label={t('account.field.newPassword')} />
        <Form.Item
          name="confirmPassword"
          label={t('account.field.confirmPassword')}
          rules={matchesPassword}
          dependencies={['password']}
        >
          <Input
            type="password"
            placeholder={t('account.placeholder.confirmPassword')}
            autoComplete="new-password"
            clearable
          />
        </Form.Item>
      </CheckedForm>
    </Page>
  );
}
