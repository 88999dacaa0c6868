import type { Me } from '@hospital/contract';
import { Checkbox, Form, Selector } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../../components/toast.ts';
import { unregister } from '../api/unregister.ts';
import { useSessionActions } from '../hooks/use-session-actions.ts';
import { showFailure } from './form-rules.ts';
import { CurrentPasswordField } from './password-field.tsx';
import { SmsCodeField } from './sms-code-field.tsx';
import { SubmitButton } from './submit-button.tsx';
import styles from './delete-user-form.module.css';
import { CheckedForm } from '../../../components/checked-form.tsx';
import { confirmDialog } from '../../../components/dialog.ts';

type Proof = 'password' | 'sms';

interface ProofValues {
  password?: string;
  smsCode?: string;
}

/** Proves it is the owner (password, or an SMS code to the bound phone), then closes the account. */
export function DeleteUserForm({ me }: { me: Me }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<ProofValues>();
  const proofs: Proof[] = [
    ...(me.hasPassword ? ['password' as const] : []),
    ...(me.phone ? ['sms' as const] : []),
  ];
  const [proof, setProof] = useState<Proof>(proofs[0] ?? 'password');
  const [understood, setUnderstood] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const { signedOut } = useSessionActions();

  const onFinish = async (values: ProofValues) => {
    const confirmed = await confirmDialog({
      title: t('account.deleteUser.confirmTitle'),
      content: t('account.deleteUser.confirmText'),
      confirmText: t('account.deleteUser.submit'),
    });
    if (!confirmed) return;
    setSubmitting(true);
    const result = await unregister(
      proof === 'password'
        ? { password: values.password ?? '' }
        : { smsCode: values.smsCode?.trim() ?? '' },
    );
    setSubmitting(false);
    if (!result.ok) {
      const field = proof === 'password' ? 'password' : 'smsCode';
      showFailure(form, result, [field], field);
      return;
    }
    showToast(t('account.deleteUser.done'), 'long');
    signedOut();
  };

  return (
    <CheckedForm
      form={form}
      mode="card"
      onFinish={(values: ProofValues) => void onFinish(values)}
      footer={
        <>
          <Checkbox
            checked={understood}
            onChange={setUnderstood}
            className={styles.understand}
            data-testid="delete-understand"
          >
            {t('account.deleteUser.understand')}
          </Checkbox>
          <SubmitButton submitting={submitting} disabled={!understood} testId="delete-submit">
            {t('account.deleteUser.submit')}
          </SubmitButton>
        </>
      }
    >
      {proofs.length > 1 && (
        <Form.Item label={t('account.deleteUser.confirmBy')}>
          <Selector
            columns={2}
            value={[proof]}
            onChange={([next]) => next && setProof(next)}
            options={proofs.map((value) => ({
              value,
              label: t(
                value === 'password' ? 'account.deleteUser.byPassword' : 'account.deleteUser.bySms',
              ),
            }))}
          />
        </Form.Item>
      )}
      {proof === 'password' ? (
        <CurrentPasswordField />
      ) : (
        <SmsCodeField form={form} scene="login" phone={me.phone ?? ''} />
      )}
    </CheckedForm>
  );
}
