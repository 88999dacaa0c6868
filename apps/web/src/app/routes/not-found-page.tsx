import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { EmptyState } from '../../components/empty-state.tsx';
import { Page } from '../../components/page.tsx';
import { paths } from '../../lib/paths.ts';

export function NotFoundPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Page title={t('common.notFound')}>
      <EmptyState tips={t('common.notFound')}>
        <Button color="primary" onClick={() => void navigate(paths.home, { replace: true })}>
          {t('common.backHome')}
        </Button>
      </EmptyState>
    </Page>
  );
}
