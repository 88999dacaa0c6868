import type { InpatientStay } from '@hospital/contract';
import {
  AddCircleOutline,
  BillOutline,
  CheckShieldOutline,
  FileOutline,
  PayCircleOutline,
} from 'antd-mobile-icons';
import type { ComponentType } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/empty-state.tsx';
import { Page } from '../../../components/page.tsx';
import { QueryView } from '../../../components/query-view.tsx';
import { links, paths } from '../../../lib/paths.ts';
import { useStays } from '../api/get-stays.ts';
import { StaySummary } from '../components/stay-summary.tsx';
import { useInpatientTranslation } from '../i18n/index.ts';
import styles from './inpatient.module.css';

/** /inHospitalManagePages/hospitalManage: the stays this account follows, each with shortcuts. */
export function HospitalManagePage() {
  const { t } = useInpatientTranslation();
  const stays = useStays();
  return (
    <Page title={t('title.manage')}>
      <QueryView query={stays} rows={6}>
        {(list) =>
          list.length === 0 ? (
            <EmptyState tips={t('manage.empty')} />
          ) : (
            list.map((stay) => <StayCard key={stay.id} stay={stay} />)
          )
        }
      </QueryView>
      <div className={styles.actions}>
        <Link className={styles.linkButton} to={paths.addHospitalUser} data-testid="add-stay">
          <AddCircleOutline aria-hidden /> {t('manage.add')}
        </Link>
      </div>
    </Page>
  );
}

function StayCard({ stay }: { stay: InpatientStay }) {
  const { t } = useInpatientTranslation();
  const open = stay.status !== 'settled';
  const shortcuts: [string, string, ComponentType][] = [
    [t('manage.detail'), links.inHospitalDetail(stay.id), FileOutline],
    [t('manage.days'), links.dayBillList(stay.id), BillOutline],
    [t('manage.progress'), links.checkProgress(stay.id), CheckShieldOutline],
  ];
  if (open) shortcuts.unshift([t('manage.topUp'), links.inHospitalPay(stay.id), PayCircleOutline]);
  return (
    <StaySummary stay={stay}>
      <nav className={styles.shortcuts} aria-label={stay.inpatientNo}>
        {shortcuts.map(([label, to, Icon]) => (
          <Link key={to} className={styles.shortcut} to={to}>
            <Icon aria-hidden />
            {label}
          </Link>
        ))}
      </nav>
    </StaySummary>
  );
}
