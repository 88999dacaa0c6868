import { IdSchema, type PrecheckForm } from '@hospital/contract';
import { Button } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { EmptyState } from '../../../../components/empty-state.tsx';
import { ErrorState } from '../../../../components/error-state.tsx';
import { ListSkeleton } from '../../../../components/list-skeleton.tsx';
import { RequireLinkParams } from '../../../../components/require-link-params.tsx';
import { ApiError } from '../../../../api/result.ts';
import { paths } from '../../../../lib/paths.ts';
import { usePrecheckForm } from '../api/get-precheck-form.ts';
import { usePreDiagnosisTranslation } from '../i18n/index.ts';
import { ClosedNotice } from './closed-notice.tsx';

const VisitLinkSchema = z.object({ appointmentId: IdSchema });

/** A pre-diagnosis page of one visit (?appointmentId=): its form once loaded, or why not. */
export function PrecheckFormView({ children }: { children: (form: PrecheckForm) => ReactNode }) {
  return (
    <RequireLinkParams schema={VisitLinkSchema}>
      {({ appointmentId }) => <LoadedForm appointmentId={appointmentId}>{children}</LoadedForm>}
    </RequireLinkParams>
  );
}

/** A page that changes the answers: once the visit is over it says so instead of asking. */
export function EditablePrecheckView({
  children,
}: {
  children: (form: PrecheckForm) => ReactNode;
}) {
  return (
    <PrecheckFormView>
      {(form) =>
        form.editable ? children(form) : <ClosedNotice appointmentId={form.visit.appointmentId} />
      }
    </PrecheckFormView>
  );
}

function LoadedForm({
  appointmentId,
  children,
}: {
  appointmentId: number;
  children: (form: PrecheckForm) => ReactNode;
}) {
  const form = usePrecheckForm(appointmentId);
  if (form.isPending) return <ListSkeleton rows={4} />;
  if (form.isError)
    return form.error instanceof ApiError && form.error.status === 404 ? (
      <MissingVisit />
    ) : (
      <ErrorState message={form.error.message} onRetry={() => void form.refetch()} />
    );
  return children(form.data);
}

/** Someone else's visit, or one that no longer exists: said plainly, with the way back. */
export function MissingVisit() {
  const { t } = usePreDiagnosisTranslation();
  const navigate = useNavigate();
  return (
    <EmptyState title={t('error.missingTitle')} tips={t('error.missing')}>
      <Button
        color="primary"
        shape="rounded"
        onClick={() => void navigate(paths.preDiagnosis, { replace: true })}
      >
        {t('result.backHome')}
      </Button>
    </EmptyState>
  );
}
