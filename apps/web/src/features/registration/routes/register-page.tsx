import { SearchBar } from 'antd-mobile';
import { useState } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/empty-state.tsx';
import { ErrorState } from '../../../components/error-state.tsx';
import { ListSkeleton } from '../../../components/list-skeleton.tsx';
import { Page } from '../../../components/page.tsx';
import { useRegisterDepartments } from '../api/get-register-departments.ts';
import { DepartmentSearchResults } from '../components/department-search-results.tsx';
import { DepartmentTree } from '../components/department-tree.tsx';
import { RegisterNotice } from '../components/register-notice.tsx';
import { useRegistrationTranslation } from '../i18n/index.ts';
import styles from './registration-pages.module.css';
import { paths } from '../../../lib/paths.ts';

/** /registerPages/registerPage (name "register"): pick the clinic to book. */
export function RegisterPage() {
  const { t } = useRegistrationTranslation();
  const departments = useRegisterDepartments();
  const [keyword, setKeyword] = useState('');
  const search = keyword.trim();

  const body = () => {
    if (departments.isPending) return <ListSkeleton rows={8} />;
    if (departments.isError) {
      return (
        <ErrorState
          message={departments.error.message}
          onRetry={() => void departments.refetch()}
        />
      );
    }
    if (departments.data.length === 0) return <EmptyState tips={t('departments.empty')} />;
    return search ? (
      <DepartmentSearchResults groups={departments.data} keyword={search} />
    ) : (
      <DepartmentTree groups={departments.data} />
    );
  };

  return (
    <Page title={t('title.register')}>
      <div className={styles.searchBar}>
        <SearchBar
          placeholder={t('departments.search')}
          value={keyword}
          onChange={setKeyword}
          data-testid="dept-search"
        />
      </div>
      <nav className={styles.shortcuts}>
        <Link to={paths.allDoctors}>{t('departments.allDoctors')}</Link>
        <Link to={paths.elderlyVoucher}>{t('title.elderlyVoucher')}</Link>
      </nav>
      <RegisterNotice />
      {body()}
    </Page>
  );
}
