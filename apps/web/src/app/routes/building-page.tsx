import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/empty-state.tsx';
import { Page } from '../../components/page.tsx';

/**
 * A spec route whose area is not built yet says so honestly instead of breaking. `title` is
 * the Chinese one; other languages find theirs by the route's path.
 */
export function BuildingPage({ path, title }: { path: string; title: string }) {
  const { t } = useTranslation();
  return (
    <Page title={t(`pendingPages.${path}`, { defaultValue: title })}>
      <EmptyState tips={t('common.building')} />
    </Page>
  );
}
