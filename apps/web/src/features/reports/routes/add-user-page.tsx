import { List } from 'antd-mobile';
import { CheckOutline } from 'antd-mobile-icons';
import { useNavigate } from 'react-router';
import { Page } from '../../../components/page.tsx';
import { PrimaryButton } from '../../../components/primary-button.tsx';
import { QueryView } from '../../../components/query-view.tsx';
import { maskName } from '../../../lib/mask.ts';
import { isMaskingHost } from '../../../platform/host.ts';
import { usePatients } from '../../../api/queries/find-patient.ts';
import { useReportsTranslation } from '../i18n/index.ts';
import { chooseReportPatient, useChosenReportPatient } from '../lib/chosen-patient.ts';
import styles from './report-pages.module.css';
import { paths } from '../../../lib/paths.ts';
import { HisText } from '../../../components/his-text.tsx';

/** /reportQuery/addUser: choose whose reports to read, or add a family member first. */
export function AddUserPage() {
  const { t } = useReportsTranslation();
  const navigate = useNavigate();
  const patients = usePatients();
  const chosenId = useChosenReportPatient();
  const masked = isMaskingHost();
  const choose = (id: number) => {
    chooseReportPatient(id);
    // Back to the kept-alive list when it is below in the history, else open it in place.
    if ((window.history.state as { idx?: number } | null)?.idx) void navigate(-1);
    else void navigate(paths.reportQuery, { replace: true });
  };

  return (
    <Page title={t('title.addUser')}>
      <QueryView query={patients}>
        {(list) => {
          const current = list.find((p) => p.id === chosenId) ?? list[0];
          return (
            <List header={t('patient.choose')} mode="card">
              {list.map((patient) => (
                <List.Item
                  key={patient.id}
                  onClick={() => choose(patient.id)}
                  description={t('patient.cardNo', { code: patient.patientCode })}
                  extra={
                    patient.id === current?.id && (
                      <CheckOutline className={styles.check} aria-label={t('patient.current')} />
                    )
                  }
                  data-testid="report-patient-option"
                >
                  <HisText>{maskName(patient.name, masked)}</HisText>
                </List.Item>
              ))}
            </List>
          );
        }}
      </QueryView>
      <div className={styles.actions}>
        <PrimaryButton onClick={() => void navigate(paths.addPatient)}>
          {t('patient.add')}
        </PrimaryButton>
      </div>
    </Page>
  );
}
