import type { QueuePosition } from '@hospital/contract';
import { periodName } from '../../../lib/date.ts';
import { maskName } from '../../../lib/mask.ts';
import { isMaskingHost } from '../../../platform/host.ts';
import { QUEUE_NS, useQueueTranslation } from '../i18n/index.ts';
import styles from './queue-card.module.css';
import { HisMessage } from '../../../components/his-message.tsx';
import { HisText, hisText } from '../../../components/his-text.tsx';

/** My number against the number being called, and how many are ahead of me. */
export function QueueCard({ position }: { position: QueuePosition }) {
  const { t } = useQueueTranslation();
  const myTurn = position.calling > 0 && position.ahead === 0;
  return (
    <section className={styles.card} data-testid="queue-position">
      <header>
        <strong {...hisText}>{position.deptName}</strong>
        <span>
          <HisText>{position.doctorName}</HisText> · {periodName(position.period)}
        </span>
      </header>
      <p className={styles.where}>
        <HisText>{position.location}</HisText> ·{' '}
        <HisMessage
          ns={QUEUE_NS}
          i18nKey="patient"
          values={{ name: maskName(position.patientName, isMaskingHost()) }}
        />
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
