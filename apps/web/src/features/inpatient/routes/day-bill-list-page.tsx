import { IdParamsSchema } from '@hospital/contract';
import { List } from 'antd-mobile';
import { EmptyState } from '../../../components/empty-state.tsx';
import { Page } from '../../../components/page.tsx';
import { QueryView } from '../../../components/query-view.tsx';
import { RequireLinkParams } from '../../../components/require-link-params.tsx';
import { formatDateWithWeekday } from '../../../lib/date.ts';
import { formatFen } from '../../../lib/money.ts';
import { links } from '../../../lib/paths.ts';
import { Link } from 'react-router';
import { useDays } from '../api/get-days.ts';
import { DayChart } from '../components/day-chart.tsx';
import { useInpatientTranslation } from '../i18n/index.ts';
import styles from './inpatient.module.css';

/** /inHospitalManagePages/dayBillList?id=: the spend of each day, a chart of the last week. */
export function DayBillListPage() {
  const { t } = useInpatientTranslation();
  return (
    <Page title={t('title.days')}>
      <RequireLinkParams schema={IdParamsSchema}>{({ id }) => <Days id={id} />}</RequireLinkParams>
    </Page>
  );
}

function Days({ id }: { id: number }) {
  const { t } = useInpatientTranslation();
  const days = useDays(id);
  return (
    <QueryView query={days} rows={8}>
      {(list) =>
        list.length === 0 ? (
          <EmptyState tips={t('days.empty')} />
        ) : (
          <>
            <DayChart days={list} />
            <List mode="card">
              {list.map((day) => (
                <List.Item key={day.day}>
                  <Link
                    className={styles.dayLink}
                    to={links.dayBill(id, day.day)}
                    data-testid="day-link"
                  >
                    <span>
                      {formatDateWithWeekday(day.day)}
                      <span className={styles.rowSub}>{t('days.lines', { count: day.lines })}</span>
                    </span>
                    <span className={styles.amount}>{formatFen(day.amountFen)}</span>
                  </Link>
                </List.Item>
              ))}
            </List>
          </>
        )
      }
    </QueryView>
  );
}
