import { useTranslation } from 'react-i18next';
import { BackHomeButton } from '../../components/back-home-button.tsx';
import { EmptyState } from '../../components/empty-state.tsx';
import { Page } from '../../components/page.tsx';

/**
 * A page of an area the hospital has switched off: said plainly, unlike a page still being
 * built, since this one will not come.
 */
export function NotOfferedPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('common.notOffered')}>
      <EmptyState title={t('common.notOffered')} tips={t('common.notOfferedHint')}>
        <BackHomeButton />
      </EmptyState>
    </Page>
  );
}
