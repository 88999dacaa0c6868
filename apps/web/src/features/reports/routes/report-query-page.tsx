import { ReportKindSchema, type PatientSummary, type ReportKind } from '@hospital/contract';
import { Button, Tabs } from 'antd-mobile';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { CapsuleChoice } from '../../../components/capsule-choice.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { Page } from '../../../components/page.tsx';
import { useTabSwipe } from '../../../hooks/use-tab-swipe.ts';
import { QueryView } from '../../../components/query-view.tsx';
import { usePatients } from '../../../api/queries/find-patient.ts';
import { useReports } from '../api/get-reports.ts';
import { PatientBar } from '../components/patient-bar.tsx';
import { ReportCard } from '../components/report-card.tsx';
import { useReportsTranslation } from '../i18n/index.ts';
import { useChosenReportPatient } from '../lib/chosen-patient.ts';
import { rangeStart, REPORT_RANGES, type ReportRange } from '../lib/report-range.ts';
import styles from './report-pages.module.css';
import { paths } from '../../../lib/paths.ts';

/** /reportQuery/reportQuery: a patient's test and inspection reports (kept alive by the app). */
export function ReportQueryPage() {
  const { t } = useReportsTranslation();
  const navigate = useNavigate();
  const patients = usePatients();
  const chosenId = useChosenReportPatient();
  const list = patients.data ?? [];
  const patient = list.find((p) => p.id === chosenId) ?? list[0];

  return (
    <Page title={t('title.query')}>
      <QueryView query={patients} rows={2}>
        {() =>
          patient ? (
            <ReportLists patient={patient} />
          ) : (
            <EmptyState tips={t('patient.none')}>
              <Button
                color="primary"
                shape="rounded"
                onClick={() => void navigate(paths.addPatient)}
                data-testid="report-add-patient"
              >
                {t('patient.add')}
              </Button>
            </EmptyState>
          )
        }
      </QueryView>
    </Page>
  );
}

function ReportLists({ patient }: { patient: PatientSummary }) {
  const { t } = useReportsTranslation();
  const [kind, setKind] = useState<ReportKind>('test');
  const [range, setRange] = useState<ReportRange>('halfYear');
  const reports = useReports({ kind, patientId: patient.id, from: rangeStart(range) });
  const swipe = useTabSwipe(ReportKindSchema.options, kind, setKind);

  return (
    <>
      <PatientBar patient={patient} />
      <div className={styles.filters}>
        <Tabs activeKey={kind} onChange={(key) => setKind(key as ReportKind)}>
          <Tabs.Tab key="test" title={t('tab.test')} />
          <Tabs.Tab key="inspection" title={t('tab.inspection')} />
        </Tabs>
        <CapsuleChoice
          label={t('range.label')}
          options={REPORT_RANGES.map((key) => ({ value: key, label: t(`range.${key}`) }))}
          value={range}
          onChange={setRange}
        />
      </div>
      <div className={styles.list} data-testid="report-list" {...swipe}>
        <QueryView
          query={reports}
          rows={4}
          isEmpty={(data) => data.length === 0}
          emptyTips={t('list.empty')}
        >
          {(data) => data.map((report) => <ReportCard key={report.id} report={report} />)}
        </QueryView>
      </div>
    </>
  );
}
