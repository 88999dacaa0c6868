import type { DoctorSummary } from '@hospital/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import { QueryView } from '../../../components/query-view.tsx';
import { DoctorCard } from './doctor-card.tsx';
import styles from './doctor-card.module.css';

interface DoctorCardListProps {
  doctors: UseQueryResult<DoctorSummary[]>;
  /** Rows of the loading skeleton. */
  rows: number;
  emptyTips: string;
}

/** A loaded list of doctors as cards, or the empty state when there are none. */
export function DoctorCardList({ doctors, rows, emptyTips }: DoctorCardListProps) {
  return (
    <QueryView
      query={doctors}
      rows={rows}
      isEmpty={(list) => list.length === 0}
      emptyTips={emptyTips}
    >
      {(list) => (
        <div className={styles.list}>
          {list.map((doctor) => (
            <DoctorCard key={doctor.docId} doctor={doctor} />
          ))}
        </div>
      )}
    </QueryView>
  );
}
