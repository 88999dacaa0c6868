import { Button } from 'antd-mobile';
import { InformationCircleOutline } from 'antd-mobile-icons';
import { useNavigate } from 'react-router';
import { Page } from '../../../components/page.tsx';
import { QueryView } from '../../../components/query-view.tsx';
import { links } from '../../../lib/paths.ts';
import { useAdmissionNotices } from '../api/get-admission-notices.ts';
import { NoticeCard } from '../components/notice-card.tsx';
import { useSelfAdmissionTranslation } from '../i18n/index.ts';
import styles from './self-admission.module.css';

const TO_DO = new Set(['awaiting_details', 'awaiting_deposit']);

/** /selfBeHospitalizedPages/selfBeHospitalized: the admission notices on my patients' cards. */
export function AdmissionListPage() {
  const { t } = useSelfAdmissionTranslation();
  const navigate = useNavigate();
  const notices = useAdmissionNotices();
  return (
    <Page title={t('title.list')}>
      <div className={styles.intro}>
        <InformationCircleOutline className={styles.introIcon} aria-hidden />
        <p className={styles.introText}>{t('list.lead')}</p>
      </div>
      <QueryView query={notices} isEmpty={(list) => list.length === 0} emptyTips={t('list.empty')}>
        {(list) => (
          <div className={styles.list}>
            {list.map((notice) => (
              <NoticeCard key={notice.id} notice={notice}>
                <Button
                  size="small"
                  shape="rounded"
                  color="primary"
                  fill={TO_DO.has(notice.status) ? 'solid' : 'outline'}
                  data-testid="admission-open"
                  onClick={() => void navigate(links.admissionNotice(notice.id))}
                >
                  {TO_DO.has(notice.status) ? t('list.open') : t('list.view')}
                </Button>
              </NoticeCard>
            ))}
          </div>
        )}
      </QueryView>
    </Page>
  );
}
