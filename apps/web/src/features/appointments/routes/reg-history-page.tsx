import { Button, Tabs } from 'antd-mobile';
import { useNavigate, useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state.tsx';
import { ErrorState } from '../../../components/error-state.tsx';
import { ListSkeleton } from '../../../components/list-skeleton.tsx';
import { Page } from '../../../components/page.tsx';
import { RefreshableList } from '../../../components/refreshable-list.tsx';
import { refreshOf } from '../../../components/list-query.ts';
import { useTabSwipe } from '../../../hooks/use-tab-swipe.ts';
import { useAppointmentList } from '../../../api/queries/get-appointment-list.ts';
import { AppointmentItem } from '../components/appointment-item.tsx';
import { useAppointmentsTranslation } from '../i18n/index.ts';
import { HISTORY_TABS, toHistoryTab, type HistoryTab } from '../lib/status.ts';
import { paths } from '../../../lib/paths.ts';

/** /regHistory/regHistory: my appointments by status. */
export function RegHistoryPage() {
  const { t } = useAppointmentsTranslation();
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  const tab = toHistoryTab(search.get('status'));
  const appointments = useAppointmentList(tab);
  const showTab = (key: HistoryTab) => setSearch({ status: key }, { replace: true });
  const swipe = useTabSwipe(HISTORY_TABS, tab, showTab);

  return (
    <Page title={t('title.history')}>
      <Tabs activeKey={tab} onChange={(key) => showTab(toHistoryTab(key))}>
        {HISTORY_TABS.map((key) => (
          <Tabs.Tab key={key} title={key === 'all' ? t('tabs.all') : t(`status.${key}`)} />
        ))}
      </Tabs>
      <div {...swipe} data-testid="history-list">
        <RefreshableList onRefresh={refreshOf(appointments)}>
          {appointments.isPending && <ListSkeleton rows={6} />}
          {appointments.isError && !appointments.data && (
            <ErrorState
              message={appointments.error.message}
              onRetry={() => void appointments.refetch()}
            />
          )}
          {appointments.isSuccess && appointments.data.length === 0 && (
            <EmptyState tips={t('list.empty')}>
              <Button color="primary" shape="rounded" onClick={() => void navigate(paths.register)}>
                {t('list.book')}
              </Button>
            </EmptyState>
          )}
          {appointments.data?.map((appointment) => (
            <AppointmentItem key={appointment.id} appointment={appointment} />
          ))}
        </RefreshableList>
      </div>
    </Page>
  );
}
