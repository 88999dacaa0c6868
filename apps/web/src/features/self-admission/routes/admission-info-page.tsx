import {
  AdmissionDetailsSchema,
  IdParamsSchema,
  RELATIONS,
  type AdmissionDetails,
  type AdmissionNotice,
  type Relation,
} from '@hospital/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Form, Input } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { CapsuleChoice } from '../../../components/capsule-choice.tsx';
import { CheckedForm } from '../../../components/checked-form.tsx';
import { Page } from '../../../components/page.tsx';
import { PrimaryButton } from '../../../components/primary-button.tsx';
import { QueryView } from '../../../components/query-view.tsx';
import { RequireLinkParams } from '../../../components/require-link-params.tsx';
import { showToast } from '../../../components/toast.ts';
import { ruleText } from '../../../i18n/rule-text.ts';
import { links } from '../../../lib/paths.ts';
import { useAdmissionAddresses } from '../api/get-addresses.ts';
import { useAdmissionNotice } from '../api/get-admission-notice.ts';
import { useRecentDetails } from '../api/get-recent-details.ts';
import { admissionKeys } from '../api/keys.ts';
import { saveAdmission } from '../api/save-admission.ts';
import { useSelfAdmissionTranslation } from '../i18n/index.ts';
import styles from './self-admission.module.css';

type Field = keyof AdmissionDetails;
const FIELDS = Object.keys(AdmissionDetailsSchema.shape) as Field[];

/** Checks a field with the contract's schema, so the page refuses what the server would. */
const ruleOf = (field: Field) => [
  {
    validator: (_rule: unknown, value: unknown) => {
      const result = AdmissionDetailsSchema.shape[field].safeParse(value);
      if (result.success) return Promise.resolve();
      const message = result.error.issues[0]?.message ?? '';
      return Promise.reject(new Error(ruleText(message) ?? message));
    },
  },
];

/** /selfBeHospitalizedPages/beHospitalizedInfo?id=: the contact and address, then the deposit. */
export function AdmissionInfoPage() {
  const { t } = useSelfAdmissionTranslation();
  return (
    <Page title={t('title.info')}>
      <RequireLinkParams schema={IdParamsSchema}>
        {({ id }) => <AdmissionInfo id={id} />}
      </RequireLinkParams>
    </Page>
  );
}

function AdmissionInfo({ id }: { id: number }) {
  const notice = useAdmissionNotice(id);
  return (
    <QueryView query={notice} rows={6}>
      {(data) => <WithRecent notice={data} />}
    </QueryView>
  );
}

/** The form starts from this notice's details, else the ones last given on the card. */
function WithRecent({ notice }: { notice: AdmissionNotice }) {
  const recent = useRecentDetails(notice.cardNo);
  return (
    <QueryView query={recent} rows={6}>
      {(last) => <DetailsForm notice={notice} initial={notice.details ?? last} />}
    </QueryView>
  );
}

function DetailsForm({
  notice,
  initial,
}: {
  notice: AdmissionNotice;
  initial: AdmissionDetails | null;
}) {
  const { t } = useSelfAdmissionTranslation();
  const { t: tApp } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<AdmissionDetails>();
  const [relation, setRelation] = useState<Relation>(initial?.contactRelation ?? 'SPOUSE');
  const [submitting, setSubmitting] = useState(false);
  const addresses = useAdmissionAddresses();

  const onFinish = async (values: AdmissionDetails) => {
    setSubmitting(true);
    const result = await saveAdmission({ ...values, contactRelation: relation, id: notice.id });
    setSubmitting(false);
    if (!result.ok) {
      const field = FIELDS.find((name) => name === result.field);
      if (field) form.setFields([{ name: field, errors: [result.msg] }]);
      else showToast(result.msg, 'long');
      return;
    }
    await queryClient.invalidateQueries({ queryKey: admissionKeys.all });
    showToast(t('form.saved'));
    void navigate(links.admissionPay(notice.id), { replace: true });
  };

  return (
    <>
      <p className={styles.tip}>{t('form.lead')}</p>
      <CheckedForm
        form={form}
        mode="card"
        initialValues={initial ?? {}}
        onFinish={(values: AdmissionDetails) => void onFinish(values)}
        footer={
          <PrimaryButton type="submit" loading={submitting} data-testid="admission-save">
            {t('form.submit')}
          </PrimaryButton>
        }
      >
        <Form.Item name="contactName" label={t('form.contactName')} rules={ruleOf('contactName')}>
          <Input placeholder={t('form.contactNamePlaceholder')} maxLength={20} />
        </Form.Item>
        <Form.Item
          name="contactPhone"
          label={t('form.contactPhone')}
          rules={ruleOf('contactPhone')}
        >
          <Input
            type="tel"
            inputMode="numeric"
            placeholder={t('form.contactPhonePlaceholder')}
            maxLength={11}
          />
        </Form.Item>
        <Form.Item label={t('form.relation')}>
          <CapsuleChoice
            label={t('form.relation')}
            options={RELATIONS.map(({ value, label }) => ({
              value,
              // Chinese is the contract's label; other locales word it in the app catalogue.
              label: tApp(`relationName.${value}`, { defaultValue: label }),
            }))}
            value={relation}
            onChange={setRelation}
          />
        </Form.Item>
        {addresses.data && addresses.data.length > 0 && (
          <Form.Item label={t('form.usedAddresses')}>
            <div className={styles.chips}>
              {addresses.data.map((used) => (
                <button
                  key={`${used.region}|${used.address}`}
                  type="button"
                  className={styles.chip}
                  onClick={() => form.setFieldsValue(used)}
                >
                  {used.region} {used.address}
                </button>
              ))}
            </div>
          </Form.Item>
        )}
        <Form.Item name="region" label={t('form.region')} rules={ruleOf('region')}>
          <Input placeholder={t('form.regionPlaceholder')} maxLength={60} />
        </Form.Item>
        <Form.Item name="address" label={t('form.address')} rules={ruleOf('address')}>
          <Input placeholder={t('form.addressPlaceholder')} maxLength={100} />
        </Form.Item>
      </CheckedForm>
    </>
  );
}
