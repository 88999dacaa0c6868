import { SearchBar } from 'antd-mobile';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { EmptyState } from '../../../components/empty-state.tsx';
import { ErrorState } from '../../../components/error-state.tsx';
import { ListSkeleton } from '../../../components/list-skeleton.tsx';
import { Page } from '../../../components/page.tsx';
import { RefreshableList } from '../../../components/refreshable-list.tsx';
import { pagingOf, refreshOf } from '../../../components/list-query.ts';
import { useAllDoctors } from '../api/get-all-doctors.ts';
import { DoctorCard } from '../components/doctor-card.tsx';
import { useRegistrationTranslation } from '../i18n/index.ts';
import styles from './registration-pages.module.css';
import { links } from '../../../lib/paths.ts';

/** /registerPages/allDoctorList: every doctor, searched by name, clinic or speciality. */
export function AllDoctorListPage() {
  const { t } = useRegistrationTranslation();
  const navigate = useNavigate();
  const [keyword, setKeyword] = useState('');
  const doctors = useAllDoctors(keyword.trim());
  const items = doctors.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <Page title={t('title.allDoctors')}>
      <div className={styles.searchBar}>
        <SearchBar
          placeholder={t('allDoctors.search')}
          onSearch={setKeyword}
          onClear={() => setKeyword('')}
          data-testid="doctor-search"
        />
      </div>
      <RefreshableList
        onRefresh={refreshOf(doctors)}
        paging={items.length > 0 ? pagingOf(doctors) : undefined}
      >
        {doctors.isPending && <ListSkeleton rows={6} />}
        {doctors.isError && !doctors.data && (
          <ErrorState message={doctors.error.message} onRetry={() => void doctors.refetch()} />
        )}
        {doctors.isSuccess && items.length === 0 && <EmptyState tips={t('allDoctors.empty')} />}
        {items.map((doctor) => (
          <DoctorCard
            key={doctor.docId}
            doctor={doctor}
            onOpen={() => void navigate(links.doctorDetail(doctor.docId, doctor.deptCode))}
          />
        ))}
      </RefreshableList>
    </Page>
  );
}
