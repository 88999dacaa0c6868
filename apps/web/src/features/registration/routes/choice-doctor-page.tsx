import { DeptCodeParamsSchema } from '@hospital/contract';
import { Tabs } from 'antd-mobile';
import { useSearchParams } from 'react-router';
import { Page } from '../../../components/page.tsx';
import { RequireLinkParams } from '../../../components/require-link-params.tsx';
import { useTabSwipe } from '../../../hooks/use-tab-swipe.ts';
import { ClinicByDate } from '../components/clinic-by-date.tsx';
import { ClinicDoctors } from '../components/clinic-doctors.tsx';
import { useRegistrationTranslation } from '../i18n/index.ts';

const MODES = ['date', 'doctor'] as const;
type Mode = (typeof MODES)[number];

/** /registerPages/choiceDoctor?deptCode=: a clinic's slots by day, or its doctors. */
export function ChoiceDoctorPage() {
  const { t } = useRegistrationTranslation();
  return (
    <Page title={t('title.choiceDoctor')}>
      <RequireLinkParams schema={DeptCodeParamsSchema}>
        {({ deptCode }) => <Clinic deptCode={deptCode} />}
      </RequireLinkParams>
    </Page>
  );
}

function Clinic({ deptCode }: { deptCode: string }) {
  const { t } = useRegistrationTranslation();
  const [search, setSearch] = useSearchParams();
  const mode: Mode = search.get('mode') === 'doctor' ? 'doctor' : 'date';
  const date = search.get('date') ?? '';

  const update = (changes: Record<string, string>) => {
    const next = new URLSearchParams(search);
    for (const [key, value] of Object.entries(changes)) next.set(key, value);
    setSearch(next, { replace: true });
  };
  const showMode = (key: Mode) => update({ mode: key });
  const swipe = useTabSwipe(MODES, mode, showMode);

  return (
    <>
      <Tabs activeKey={mode} onChange={(key) => showMode(key as Mode)}>
        <Tabs.Tab title={t('tabs.byDate')} key="date" />
        <Tabs.Tab title={t('tabs.byDoctor')} key="doctor" />
      </Tabs>
      <div {...swipe}>
        {mode === 'date' ? (
          <ClinicByDate deptCode={deptCode} date={date} onDate={(day) => update({ date: day })} />
        ) : (
          <ClinicDoctors deptCode={deptCode} />
        )}
      </div>
    </>
  );
}
