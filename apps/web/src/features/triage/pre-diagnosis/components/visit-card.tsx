import type { PrecheckState, PrecheckVisit } from '@hospital/contract';
import { Button, Tag } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { formatDateTime, formatHalfDay } from '../../../../lib/date.ts';
import { maskName } from '../../../../lib/mask.ts';
import { links } from '../../../../lib/paths.ts';
import { isMaskingHost } from '../../../../platform/host.ts';
import { usePreDiagnosisTranslation } from '../i18n/index.ts';
import styles from './visit-card.module.css';
import { hisText } from '../../../../components/his-text.tsx';

const STATE_COLOR: Record<PrecheckState, string> = {
  unanswered: 'warning',
  done: 'success',
  closed: 'default',
};

/** One visit asking for pre-diagnosis: who, where, when, and the way to answer or read it. */
export function VisitCard({ visit }: { visit: PrecheckVisit }) {
  const { t } = usePreDiagnosisTranslation();
  const navigate = useNavigate();
  const action =
    visit.state === 'unanswered'
      ? { label: t('home.start'), to: links.preDiagnosisPersonInput(visit.appointmentId) }
      : visit.state === 'done'
        ? { label: t('home.edit'), to: links.preDiagnosisResult(visit.appointmentId) }
        : visit.savedAt && {
            label: t('home.view'),
            to: links.preDiagnosisResult(visit.appointmentId),
          };
  return (
    <article className={styles.card} data-testid="precheck-visit">
      <header className={styles.head}>
        <h2 className={styles.dept} {...hisText}>
          {visit.deptName}
        </h2>
        <Tag color={STATE_COLOR[visit.state]} fill="outline" data-testid="precheck-state">
          {t(`state.${visit.state}`)}
        </Tag>
      </header>
      <dl className={styles.facts}>
        <dt>{t('visit.doctor')}</dt>
        <dd {...hisText}>{visit.doctorName}</dd>
        <dt>{t('visit.time')}</dt>
        <dd>{formatHalfDay(visit.date, visit.period)}</dd>
        <dt>{t('visit.patient')}</dt>
        <dd {...hisText}>{maskName(visit.patientName, isMaskingHost())}</dd>
      </dl>
      <footer className={styles.foot}>
        <span className={styles.saved}>
          {visit.savedAt && t('home.savedAt', { time: formatDateTime(visit.savedAt) })}
        </span>
        {action && (
          <Button
            color="primary"
            fill={visit.state === 'unanswered' ? 'solid' : 'outline'}
            shape="rounded"
            size="small"
            className={styles.action}
            onClick={() => void navigate(action.to)}
            data-testid="precheck-open"
          >
            {action.label}
          </Button>
        )}
      </footer>
    </article>
  );
}
