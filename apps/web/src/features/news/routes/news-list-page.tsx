import { Tabs } from 'antd-mobile';
import { useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state.tsx';
import { ErrorState } from '../../../components/error-state.tsx';
import { ListSkeleton } from '../../../components/list-skeleton.tsx';
import { Page } from '../../../components/page.tsx';
import { useTabSwipe } from '../../../hooks/use-tab-swipe.ts';
import { QueryView } from '../../../components/query-view.tsx';
import { RefreshableList } from '../../../components/refreshable-list.tsx';
import { pagingOf, refreshOf } from '../../../components/list-query.ts';
import { useNewsCategories } from '../api/get-news-categories.ts';
import { useNewsPages } from '../api/get-news-page.ts';
import { NewsItem } from '../components/news-item.tsx';
import { useNewsTranslation } from '../i18n/index.ts';
import { HisText } from '../../../components/his-text.tsx';
import type { NewsCategory } from '@hospital/contract';

/** The category health education opens on. */
const HEALTH_EDUCATION = '健康科普';

/**
 * /healthEducation/healthEducation: articles a category at a time, health education first;
 * `?categoryId=` opens another category (the home page's news).
 */
export function NewsListPage() {
  const { t } = useNewsTranslation();
  const categories = useNewsCategories();
  return (
    <Page title={t('title.healthEducation')}>
      <QueryView query={categories} isEmpty={(list) => list.length === 0}>
        {(list) => <CategoryTabs categories={list} />}
      </QueryView>
    </Page>
  );
}

function CategoryTabs({ categories }: { categories: NewsCategory[] }) {
  const [params, setParams] = useSearchParams();
  const asked = categories.find((c) => String(c.id) === params.get('categoryId'));
  const current = asked ?? categories.find((c) => c.name === HEALTH_EDUCATION) ?? categories[0]!;
  const showCategory = (key: string) => setParams({ categoryId: key }, { replace: true });
  const swipe = useTabSwipe(
    categories.map((category) => String(category.id)),
    String(current.id),
    showCategory,
  );
  return (
    <>
      <Tabs activeKey={String(current.id)} onChange={showCategory}>
        {categories.map((category) => (
          // antd-mobile finds its tabs by string keys: React makes every key a string, Preact
          // keeps the key as given.
          <Tabs.Tab key={String(category.id)} title={<HisText>{category.name}</HisText>} />
        ))}
      </Tabs>
      <div {...swipe} data-testid="news-list">
        <CategoryNews key={current.id} categoryId={current.id} />
      </div>
    </>
  );
}

function CategoryNews({ categoryId }: { categoryId: number }) {
  const { t } = useNewsTranslation();
  const pages = useNewsPages(categoryId);
  if (pages.isPending) return <ListSkeleton rows={5} />;
  if (!pages.data)
    return <ErrorState message={pages.error.message} onRetry={() => void pages.refetch()} />;
  const items = pages.data.pages.flatMap((page) => page.items);
  return (
    <RefreshableList
      onRefresh={refreshOf(pages)}
      paging={items.length > 0 ? pagingOf(pages) : undefined}
    >
      {items.length === 0 && <EmptyState tips={t('empty')} />}
      {items.map((news) => (
        <NewsItem key={news.id} news={news} />
      ))}
    </RefreshableList>
  );
}
