import { RightOutline } from 'antd-mobile-icons';
import { Link } from 'react-router';
import { HisText } from '../../../components/his-text.tsx';
import { Page } from '../../../components/page.tsx';
import { QueryView } from '../../../components/query-view.tsx';
import { formatDateTime } from '../../../lib/date.ts';
import { links } from '../../../lib/paths.ts';
import { useHealthRecords } from '../api/get-health-records.ts';
import { useHealthTranslation } from '../i18n/index.ts';
import styles from './health-pages.module.css';

/** /newCrownAppointment/registerLog: the account's declarations, newest first. */
export function HealthLogPage() {
  const { t } = useHealthTranslation();
  const records = useHealthRecords();
  return (
    <Page title={t('title.log')}>
      <QueryView
        query={records}
        rows={4}
        isEmpty={(list) => list.length === 0}
        emptyTips={t('log.empty')}
      >
        {(list) => (
          <ul className={styles.log}>
            {list.map((record) => (
              <li key={record.id}>
                <Link
                  className={styles.logItem}
                  to={links.newCrownResult(record.id)}
                  data-testid="health-log-item"
                >
                  <span
                    className={`${styles.dot} ${styles[record.expired ? 'expired' : record.colour]}`}
                    aria-hidden
                  />
                  <span className={styles.logText}>
                    <strong>
                      <HisText>{record.patientName}</HisText> · {t(`kind.${record.kind}`)}
                    </strong>
                    <small>{formatDateTime(record.createdAt)}</small>
                  </span>
                  <span className={styles.logState}>
                    {record.expired ? t('log.expired') : t(`result.colour.${record.colour}`)}
                  </span>
                  <RightOutline aria-hidden />
                </Link>
              </li>
            ))}
          </ul>
        )}
      </QueryView>
    </Page>
  );
}
