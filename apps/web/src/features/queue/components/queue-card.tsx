import type { QueuePosition } from '@hospital/contract';
import { maskName } from '../../../lib/mask.ts';
import { isMaskingHost } from '../../../platform/host.ts';
import { useQueueTranslation } from '../i18n/index.ts';
import styles from './queue-card.module.css';

/** My number against the number being called, and how many are ahead of me. */
export function QueueCard({ position }: { position: QueuePosition }) {
  const { t } = useQueueTranslation();
  const myTurn = position.calling > 0 && position.ahead === 0;
  return (
    <section className={styles.card} data-testid="queue-position">
      <header>
        <strong>{position.deptName}</strong>
        <span>
          {position.doctorName} · {t(`period.${position.period}`)}
        </span>
      </header>
      <p className={styles.where}>
        {position.location} ·{' '}
        {t('patient', { name: maskName(position.patientName, isMaskingHost()) })}
      </p>
      <div className={styles.numbers}>
        <div>
          <span>{t('myNumber')}</span>
          <b data-testid="queue-sequence">{position.sequence}</b>
        </div>
        <div>
          <span>{t('calling')}</span>
          <b>{position.calling > 0 ? position.calling : t('notStarted')}</b>
        </div>
        <div>
          <span>{t('ahead')}</span>
          <b data-testid="queue-ahead">{t('people', { count: position.ahead })}</b>
        </div>
      </div>
      <p className={myTurn ? styles.turn : styles.wait}>
        {myTurn ? t('yourTurn') : t('wait', { minutes: position.estimatedWaitMinutes })}
      </p>
    </section>
  );
}
