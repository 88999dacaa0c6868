import { PlusOutlined } from '@ant-design/icons';
import type { ConsoleArticleSummary, ContentStatus } from '@hospital/contract/console';
import { App, Button, Popconfirm, Select, Space, type TableProps } from 'antd';
import { Link, useNavigate } from 'react-router';
import { contentPaths as paths, pathOf } from '../paths.ts';
import { ListTable } from '../../../components/list/list-table.tsx';
import { SearchInput } from '../../../components/list/search-input.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { PAGE_SIZE } from '../../../lib/use-list-params.ts';
import { usePagedFilters } from '../../../lib/use-paged-filters.ts';
import { HisTag, StatusFilter, ContentStatusTag } from '../components/status-tag.tsx';
import { useSetArticleStatus } from '../mutations/news.ts';
import { useArticles, useNewsCategories } from '../queries/news.ts';

export function NewsListPage() {
  const navigate = useNavigate();
  const { message } = App.useApp();
  const list = usePagedFilters<{ categoryId?: number; status?: ContentStatus; keyword: string }>({
    keyword: '',
  });
  const { categoryId, status, keyword } = list.filters;
  const categories = useNewsCategories();
  const articles = useArticles({
    page: list.page,
    pageSize: PAGE_SIZE,
    ...(categoryId && { categoryId }),
    ...(status && { status }),
    ...(keyword.trim() && { keyword: keyword.trim() }),
  });
  const setArticleStatus = useSetArticleStatus();

  const change = (article: ConsoleArticleSummary, next: 'published' | 'withdrawn') =>
    setArticleStatus.mutate(
      { id: article.id, status: next },
      {
        onSuccess: () => void message.success(next === 'published' ? '已发布' : '已撤回'),
        onError: (error) => void message.error(error.message),
      },
    );

  const columns: TableProps<ConsoleArticleSummary>['columns'] = [
    {
      title: '标题',
      dataIndex: 'title',
      render: (title: string, article) => (
        <Space size={6}>
          <Link to={pathOf(paths.newsEditor, article.id)}>{title}</Link>
          {article.hisId && <HisTag />}
        </Space>
      ),
    },
    { title: '分类', dataIndex: 'categoryName', width: 120 },
    {
      title: '状态',
      dataIndex: 'status',
      width: 96,
      render: (value: ContentStatus) => <ContentStatusTag status={value} />,
    },
    { title: '阅读', dataIndex: 'reads', width: 80, align: 'right' },
    {
      title: '发布时间',
      dataIndex: 'publishedAt',
      width: 180,
      render: (at: string, article) => (article.status === 'draft' ? '—' : formatDateTime(at)),
    },
    {
      title: '操作',
      key: 'actions',
      width: 160,
      render: (_, article) =>
        article.hisId ? (
          <Link to={pathOf(paths.newsEditor, article.id)}>查看</Link>
        ) : (
          <Space size={0}>
            <Button
              type="link"
              size="small"
              onClick={() => void navigate(pathOf(paths.newsEditor, article.id))}
            >
              编辑
            </Button>
            {article.status === 'published' ? (
              <Popconfirm
                title="撤回这篇文章？"
                description="撤回后患者将看不到这篇文章。"
                okText="撤回"
                okButtonProps={{ danger: true }}
                onConfirm={() => change(article, 'withdrawn')}
              >
                <Button type="link" size="small" danger>
                  撤回
                </Button>
              </Popconfirm>
            ) : (
              <Popconfirm
                title="发布这篇文章？"
                description="发布后患者立即可以看到。"
                okText="发布"
                onConfirm={() => change(article, 'published')}
              >
                <Button type="link" size="small">
                  发布
                </Button>
              </Popconfirm>
            )}
          </Space>
        ),
    },
  ];

  return (
    <>
      <PageHeader
        title="新闻资讯"
        description="撰写健康科普与医院动态，发布后在患者端“新闻资讯”中展示。HIS同步的文章只读。"
        extra={
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => void navigate(pathOf(paths.newsEditor, 'new'))}
          >
            写文章
          </Button>
        }
      />
      <ListTable<ConsoleArticleSummary>
        list={articles}
        columns={columns}
        emptyText="暂无文章"
        paging={{ unit: '篇', ...list.pager }}
        toolbar={
          <>
            <Select
              allowClear
              placeholder="全部分类"
              aria-label="按分类筛选"
              style={{ width: 160 }}
              value={categoryId}
              loading={categories.isPending}
              options={(categories.data ?? []).map(({ id, name }) => ({ value: id, label: name }))}
              onChange={(value?: number) => list.setFilter('categoryId', value)}
            />
            <StatusFilter value={status} onChange={(value) => list.setFilter('status', value)} />
            <SearchInput
              label="按标题搜索"
              value={keyword}
              onChange={(value) => list.setFilter('keyword', value)}
            />
          </>
        }
      />
    </>
  );
}
