import { Form, Input } from 'antd-mobile';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ErrorState } from '../../../components/error-state.tsx';
import { ListSkeleton } from '../../../components/list-skeleton.tsx';
import { Page } from '../../../components/page.tsx';
import { showToast } from '../../../components/toast.ts';
import { getMeQueryOptions, useMe } from '../../../api/queries/get-me.ts';
import { updateName } from '../api/update-name.ts';
import { rules, showFailure } from '../components/form-rules.ts';
import { SubmitButton } from '../components/submit-button.tsx';
import { CheckedForm } from '../../../components/checked-form.tsx';

/** /appLogin/settingDetail: the account's real name. */
export function SettingDetailPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const me = useMe();
  const [form] = Form.useForm<{ name: string }>();
  const [submitting, setSubmitting] = useState(false);

  const onFinish = async ({ name }: { name: string }) => {
    setSubmitting(true);
    const result = await updateName(name.trim());
    setSubmitting(false);
    if (!result.ok) {
      showFailure(form, result, ['name'], 'name');
      return;
    }
    await queryClient.invalidateQueries(getMeQueryOptions());
    showToast(t('account.nameSaved'));
    void navigate(-1);
  };

  return (
    <Page title={t('account.title.settingDetail')}>
      {me.isPending && <ListSkeleton rows={1} />}
      {me.isError && <ErrorState message={me.error.message} onRetry={() => void me.refetch()} />}
      {me.isSuccess && (
        <CheckedForm
          form={form}
          mode="card"
          initialValues={{ name: me.data.name ?? '' }}
          onFinish={(values: { name: string }) => void onFinish(values)}
          footer={
            <SubmitButton submitting={submitting} testId="name-submit">
              {t('account.submitSave')}
            </SubmitButton>
          }
        >
          <Form.Item name="name" label={t('account.field.name')} rules={rules.name}>
            <Input placeholder={t('account.placeholder.nameRequired')} maxLength={20} clearable />
          </Form.Item>
        </CheckedForm>
      )}
    </Page>
  );
}
