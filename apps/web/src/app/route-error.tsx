import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import { ErrorState } from '../components/error-state.tsx';

/** Route-level error boundary: a failed chunk load or a render error offers a reload. */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  console.error('route error', error instanceof Error ? error.name : typeof error);
  return <ErrorState message={t('common.crashed')} onRetry={() => window.location.reload()} />;
}
