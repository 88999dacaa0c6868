import { HealthKindSchema, IdSchema, type HealthKind } from '@hospital/contract';
import { z } from 'zod';
import { usePatients } from '../../../api/queries/find-patient.ts';
import { hisText } from '../../../components/his-text.tsx';
import { Page } from '../../../components/page.tsx';
import { QueryView } from '../../../components/query-view.tsx';
import { RequireLinkParams } from '../../../components/require-link-params.tsx';
import { useHealthQuestionnaire } from '../api/get-health-questionnaire.ts';
import { HealthForm } from '../components/health-form.tsx';
import { useHealthTranslation } from '../i18n/index.ts';
import styles from './health-pages.module.css';

const RegisterLinkSchema = z.object({
  kind: HealthKindSchema.exclude(['carer']),
  patientId: IdSchema,
});
const InpatLinkSchema = z.object({ patientId: IdSchema });

/** /newCrownAppointment/newCrownRegister: a visitor's or an outpatient's declaration. */
export function HealthRegisterPage() {
  const { t } = useHealthTranslation();
  return (
    <Page title={t('title.register')}>
      <RequireLinkParams schema={RegisterLinkSchema}>
        {({ kind, patientId }) => <Declaration kind={kind} patientId={patientId} />}
      </RequireLinkParams>
    </Page>
  );
}

/** /newCrownAppointment/newCrownInpatRegister: the declaration of an inpatient's carer. */
export function HealthInpatRegisterPage() {
  const { t } = useHealthTranslation();
  return (
    <Page title={t('title.inpat')}>
      <RequireLinkParams schema={InpatLinkSchema}>
        {({ patientId }) => <Declaration kind="carer" patientId={patientId} />}
      </RequireLinkParams>
    </Page>
  );
}

function Declaration({ kind, patientId }: { kind: HealthKind; patientId: number }) {
  const { t } = useHealthTranslation();
  const questionnaire = useHealthQuestionnaire(kind);
  const patients = usePatients();
  const patient = patients.data?.find((candidate) => candidate.id === patientId);
  return (
    <QueryView query={questionnaire} rows={5}>
      {(data) => (
        <>
          <header className={styles.formHead}>
            <h2 {...hisText}>{data.title}</h2>
            <p>
              {t('form.patient')}：
              <strong data-testid="health-form-patient" {...hisText}>
                {patient?.name ?? '…'}
              </strong>
              <span className={styles.tag}>{t(`kind.${kind}`)}</span>
            </p>
          </header>
          <HealthForm key={data.version} kind={kind} patientId={patientId} questionnaire={data} />
        </>
      )}
    </QueryView>
  );
}
