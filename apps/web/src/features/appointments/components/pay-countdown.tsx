import { formatCountdown, useCountdownTo } from '../../../hooks/use-countdown-to.ts';
import { useAppointmentsTranslation } from '../i18n/index.ts';
import styles from './pay-countdown.module.css';

/** The time left to pay before the slot is released. */
export function PayCountdown({ expiresAt }: { expiresAt: string | null }) {
  const { t } = useAppointmentsTranslation();
  const seconds = useCountdownTo(expiresAt);
  return (
    <p className={seconds > 0 ? styles.countdown : styles.expired} data-testid="pay-countdown">
      {seconds > 0 ? t('pay.countdown', { time: formatCountdown(seconds) }) : t('pay.expired')}
    </p>
  );
}
