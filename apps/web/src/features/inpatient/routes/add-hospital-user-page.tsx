import { BindStaySchema, type BindStay } from '@hospital/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Form, Input } from 'antd-mobile';
import { UserAddOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { FormField } from '../../../components/form-field.tsx';
import { Page } from '../../../components/page.tsx';
import { PrimaryButton } from '../../../components/primary-button.tsx';
import { showToast } from '../../../components/toast.ts';
import { ruleText } from '../../../i18n/rule-text.ts';
import { links } from '../../../lib/paths.ts';
import { bindStay } from '../api/bind-stay.ts';
import { inpatientKeys } from '../api/keys.ts';
import { useInpatientTranslation } from '../i18n/index.ts';
import styles from './inpatient.module.css';

type Errors = Partial<Record<keyof BindStay, string>>;

/** /inHospitalManagePages/addHospitalUser: follow a relative's stay by number and name. */
export function AddHospitalUserPage() {
  const { t } = useInpatientTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [values, setValues] = useState<BindStay>({ inpatientNo: '', patientName: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [submitting, setSubmitting] = useState(false);

  const submit = async () => {
    const parsed = BindStaySchema.safeParse(values);
    if (!parsed.success) {
      const found: Errors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as keyof BindStay;
        found[field] ??= ruleText(issue.message) ?? issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    setSubmitting(true);
    const result = await bindStay(parsed.data);
    setSubmitting(false);
    if (!result.ok) {
      showToast(result.msg, 'long');
      return;
    }
    await queryClient.invalidateQueries({ queryKey: inpatientKeys.all });
    showToast(t('bind.done'));
    void navigate(links.inHospitalDetail(result.data.id), { replace: true });
  };

  const field = (name: keyof BindStay) => ({
    value: values[name],
    onChange: (value: string) => setValues((current) => ({ ...current, [name]: value })),
  });

  return (
    <Page title={t('title.bind')}>
      <section className={styles.intro}>
        <UserAddOutline className={styles.introIcon} aria-hidden />
        <div>
          <h2 className={styles.introHeading}>{t('bind.heading')}</h2>
          <p className={styles.introText}>{t('bind.intro')}</p>
        </div>
      </section>
      <Form
        layout="horizontal"
        mode="card"
        onFinish={() => void submit()}
        footer={
          <PrimaryButton type="submit" loading={submitting} data-testid="bind-submit">
            {t('bind.submit')}
          </PrimaryButton>
        }
      >
        <FormField label={t('bind.inpatientNo')} error={errors.inpatientNo}>
          <Input
            {...field('inpatientNo')}
            aria-label={t('bind.inpatientNo')}
            placeholder={t('bind.inpatientNoPlaceholder')}
            maxLength={32}
            data-testid="bind-inpatient-no"
          />
        </FormField>
        <FormField label={t('bind.patientName')} error={errors.patientName}>
          <Input
            {...field('patientName')}
            aria-label={t('bind.patientName')}
            placeholder={t('bind.patientNamePlaceholder')}
            maxLength={40}
            data-testid="bind-patient-name"
          />
        </FormField>
      </Form>
    </Page>
  );
}
