import { Button } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { EmptyState } from '../../../../components/empty-state.tsx';
import { links } from '../../../../lib/paths.ts';
import { usePreDiagnosisTranslation } from '../i18n/index.ts';

/** An answer page opened once the visit is over: nothing can change, the summary can be read. */
export function ClosedNotice({ appointmentId }: { appointmentId: number }) {
  const { t } = usePreDiagnosisTranslation();
  const navigate = useNavigate();
  return (
    <EmptyState title={t('error.closedTitle')} tips={t('error.closed')}>
      <Button
        color="primary"
        shape="rounded"
        onClick={() => void navigate(links.preDiagnosisResult(appointmentId), { replace: true })}
      >
        {t('title.result')}
      </Button>
    </EmptyState>
  );
}
