import { Form } from 'antd-mobile';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Page } from '../../../components/page.tsx';
import { setFlag, StorageKey } from '../../../platform/storage.ts';
import { showToast } from '../../../components/toast.ts';
import { bindPhone } from '../api/bind-phone.ts';
import { getMeQueryOptions } from '../../../api/queries/get-me.ts';
import { showFailure } from '../components/form-rules.ts';
import { PhoneField } from '../components/phone-field.tsx';
import { SmsCodeField } from '../components/sms-code-field.tsx';
import { SubmitButton } from '../components/submit-button.tsx';
import { CheckedForm } from '../../../components/checked-form.tsx';

interface BindValues {
  phone: string;
  smsCode: string;
}

/** /appLogin/bindPhone: binds (or changes) the account's phone, proven by an SMS code. */
export function BindPhonePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<BindValues>();
  const [submitting, setSubmitting] = useState(false);
  // While a phone is being bound, leaving sign-in in the native shell drops the half-made
  // session; the flag is cleared once the phone is bound.
  useEffect(() => setFlag(StorageKey.bindingPhone, true), []);

  const onFinish = async (values: BindValues) => {
    setSubmitting(true);
    const result = await bindPhone({ phone: values.phone.trim(), smsCode: values.smsCode.trim() });
    setSubmitting(false);
    if (!result.ok) {
      showFailure(form, result, ['phone', 'smsCode'], 'smsCode');
      return;
    }
    setFlag(StorageKey.bindingPhone, false);
    await queryClient.invalidateQueries(getMeQueryOptions());
    showToast(t('account.phoneBound'));
    void navigate(-1);
  };

  return (
    <Page title={t('account.title.bindPhone')}>
      <CheckedForm
        form={form}
        layout="horizontal"
        mode="card"
        onFinish={(values: BindValues) => void onFinish(values)}
        footer={
          <SubmitButton submitting={submitting} testId="bind-submit">
            {t('account.submitBind')}
          </SubmitButton>
        }
      >
        <PhoneField />
        <SmsCodeField form={form} scene="bind" />
      </CheckedForm>
    </Page>
  );
}
