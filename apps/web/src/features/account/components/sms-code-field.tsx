import { Button, Form, Input } from 'antd-mobile';
import type { FormInstance } from 'antd-mobile/es/components/form';
import { useTranslation } from 'react-i18next';
import type { SmsScene } from '@hospital/contract';
import { useSendCode } from '../hooks/use-send-code.ts';
import { rules } from './form-rules.ts';
import styles from './sms-code-field.module.css';

interface SmsCodeFieldProps {
  form: FormInstance;
  scene: SmsScene;
  /** The form field holding the phone the code goes to. */
  phoneField?: string;
  /** A fixed phone (the signed-in account's) instead of a form field. */
  phone?: string;
}

/** The SMS code input with its send button, which counts down before a resend. */
export function SmsCodeField({ form, scene, phoneField = 'phone', phone }: SmsCodeFieldProps) {
  const { t } = useTranslation();
  const { send, sending, secondsLeft } = useSendCode(scene);

  const onSend = async () => {
    let target = phone;
    if (target === undefined) {
      try {
        await form.validateFields([phoneField]);
      } catch {
        return;
      }
      target = String(form.getFieldValue(phoneField)).trim();
    }
    const refusal = await send(target);
    if (refusal)
      form.setFields([{ name: phone === undefined ? phoneField : 'smsCode', errors: [refusal] }]);
  };

  return (
    <Form.Item
      name="smsCode"
      label={t('account.field.smsCode')}
      rules={rules.smsCode}
      extra={
        <Button
          size="small"
          color="primary"
          fill="none"
          className={styles.send}
          disabled={secondsLeft > 0 || sending}
          loading={sending}
          onClick={() => void onSend()}
          data-testid="send-code"
        >
          {secondsLeft > 0
            ? t('account.resendIn', { seconds: secondsLeft })
            : t('account.sendCode')}
        </Button>
      }
    >
      <Input
        placeholder={t('account.placeholder.smsCode')}
        maxLength={6}
        inputMode="numeric"
        autoComplete="one-time-code"
        clearable
      />
    </Form.Item>
  );
}
