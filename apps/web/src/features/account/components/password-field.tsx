import { Form, Input } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { rules } from './form-rules.ts';
import { PasswordRule, passwordStrengthRules } from './password-rule.tsx';

/** The account's present password (form field `password`), only required to be filled. */
export function CurrentPasswordField() {
  const { t } = useTranslation();
  return (
    <Form.Item name="password" label={t('account.field.password')} rules={rules.password}>
      <Input
        type="password"
        placeholder={t('account.placeholder.password')}
        autoComplete="current-password"
        clearable
      />
    </Form.Item>
  );
}

/** A password being chosen (form field `password`), with the strength rule shown as it is typed. */
export function NewPasswordField({ label }: { label: string }) {
  const { t } = useTranslation();
  // The surrounding form comes from context, so the hook needs no instance passed in.
  const password = (Form.useWatch('password') as string | undefined) ?? '';
  return (
    <Form.Item
      name="password"
      label={label}
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
  );
}
