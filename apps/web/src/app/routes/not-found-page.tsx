import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { EmptyState } from '../../components/empty-state.tsx';
import { Page } from '../../components/page.tsx';

export function NotFoundPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Page title={t('common.notFound')}>
      <EmptyState tips={t('common.notFound')}>
        <Button color="primary" onClick={() => void navigate('/', { replace: true })}>
          {t('common.backHome')}
        </Button>
      </EmptyState>
    </Page>
  );
}
