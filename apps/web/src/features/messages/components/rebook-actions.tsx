import type { RebookOffer } from '@hospital/contract';
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { links } from '../../../lib/paths.ts';
import styles from './rebook-actions.module.css';

/** A clinic-stop message's one-tap rebook, and the way to the appointment it ended. */
export function RebookActions({ offer }: { offer: RebookOffer }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { deptCode, docId, scheduleId } = offer;
  const target =
    docId !== null && scheduleId !== null
      ? links.confirmSchedule(deptCode, docId, scheduleId)
      : links.choiceDoctor(deptCode);
  return (
    <div className={styles.actions}>
      <Button
        color="primary"
        shape="rounded"
        block
        onClick={() => void navigate(target)}
        data-testid="message-rebook"
      >
        {scheduleId !== null ? t('message.rebook') : t('message.rebookDepartment')}
      </Button>
      <Button
        shape="rounded"
        block
        onClick={() => void navigate(links.regDetail(offer.appointmentId))}
        data-testid="message-appointment"
      >
        {t('message.viewAppointment')}
      </Button>
    </div>
  );
}
