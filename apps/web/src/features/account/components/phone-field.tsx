import { Form, Input } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { rules } from './form-rules.ts';

interface PhoneFieldProps {
  /** 'tel' where the patient's own number is wanted; left off where a new one is typed. */
  autoComplete?: 'tel';
}

/** The mobile number the account is known by (form field `phone`). */
export function PhoneField({ autoComplete }: PhoneFieldProps) {
  const { t } = useTranslation();
  return (
    <Form.Item name="phone" label={t('account.field.phone')} rules={rules.phone}>
      <Input
        placeholder={t('account.placeholder.phone')}
        maxLength={11}
        inputMode="numeric"
        autoComplete={autoComplete}
        clearable
      />
    </Form.Item>
  );
}
