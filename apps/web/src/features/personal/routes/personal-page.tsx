import type { ReactNode } from 'react';
import { ErrorState } from '../../../components/error-state.tsx';
import { ListSkeleton } from '../../../components/list-skeleton.tsx';
import { isNativeLayout } from '../../../platform/host.ts';
import { useMe } from '../../../api/queries/get-me.ts';
import { PatientCard } from '../components/patient-card.tsx';
import { PersonalEntries } from '../components/personal-entries.tsx';
import { UserCard } from '../components/user-card.tsx';
import styles from './personal-page.module.css';

/** 个人中心, the personal tab. `patientCard` is the patient manager's card, composed by the app. */
export function PersonalPage({ patientCard = <PatientCard /> }: { patientCard?: ReactNode }) {
  const me = useMe();
  return (
    <div className={styles.page}>
      {me.isPending && <ListSkeleton rows={3} />}
      {me.isError && <ErrorState message={me.error.message} onRetry={() => void me.refetch()} />}
      {me.isSuccess && (
        <>
          <UserCard me={me.data} />
          {patientCard}
          <PersonalEntries showSettings={isNativeLayout()} />
        </>
      )}
    </div>
  );
}
