import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/empty-state.tsx';
import { Page } from '../../components/page.tsx';

/** A spec route whose area is not built yet says so honestly instead of breaking. */
export function BuildingPage({ title }: { title: string }) {
  const { t } = useTranslation();
  return (
    <Page title={title}>
      <EmptyState tips={t('common.building')} />
    </Page>
  );
}
