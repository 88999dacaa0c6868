import {
  ArticleInputSchema,
  type ArticleInput,
  type ConsoleArticle,
} from '@hospital/contract/console';
import { Alert, App, Button, Card, Form, Input, Result, Select, Space, Spin } from 'antd';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { contentPaths as paths, pathOf } from '../paths.ts';
import { LoadError } from '../../../components/load-error.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { schemaRule } from '../../../lib/form-rules.ts';
import { fieldErrorOf } from '../../../lib/server-error.ts';
import { CoverField } from '../components/cover-field.tsx';
import { RichTextEditor } from '../components/rich-text-editor.tsx';
import { HisTag, ContentStatusTag } from '../components/status-tag.tsx';
import { useSaveArticle, useSetArticleStatus } from '../mutations/news.ts';
import { useArticle, useNewsCategories } from '../queries/news.ts';
import styles from './news-editor-page.module.css';

const fields = ['categoryId', 'title', 'summary', 'coverUrl', 'bodyHtml'] as const;
const rules = {
  title: [schemaRule(ArticleInputSchema.shape.title)],
  summary: [schemaRule(ArticleInputSchema.shape.summary)],
  bodyHtml: [schemaRule(ArticleInputSchema.shape.bodyHtml)],
  categoryId: [{ required: true, message: '请选择分类' }],
};

/** `/content/news/new` writes an article; `/content/news/<id>` edits one (or shows the HIS's). */
export function NewsEditorPage() {
  const { id: param } = useParams();
  const id = param === 'new' ? null : Number(param);
  const article = useArticle(id !== null && Number.isInteger(id) && id > 0 ? id : null);

  if (id !== null && !(Number.isInteger(id) && id > 0)) {
    return <Result status="404" title="文章不存在" extra={<Link to={paths.news}>返回列表</Link>} />;
  }
  if (article.isError) return <LoadError error={article.error} retry={article.refetch} />;
  if (id !== null && !article.data) return <Spin size="large" className={styles.loading} />;
  return <ArticleForm key={id ?? 'new'} article={article.data ?? null} />;
}

function ArticleForm({ article }: { article: ConsoleArticle | null }) {
  const [form] = Form.useForm<ArticleInput>();
  const navigate = useNavigate();
  const { message } = App.useApp();
  const categories = useNewsCategories();
  const save = useSaveArticle();
  const setStatus = useSetArticleStatus();
  const [error, setError] = useState<string | null>(null);
  const readOnly = Boolean(article?.hisId);

  const submit = async (publish: boolean) => {
    setError(null);
    let values: ArticleInput;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    try {
      const saved = await save.mutateAsync({ id: article?.id ?? null, body: values });
      if (publish) await setStatus.mutateAsync({ id: saved.id, status: 'published' });
      void message.success(publish ? '文章已发布' : '已保存');
      void navigate(publish || !article ? paths.news : pathOf(paths.newsEditor, saved.id));
    } catch (failure) {
      setError(fieldErrorOf(form, fields, failure));
    }
  };

  const busy = save.isPending || setStatus.isPending;
  const title = article ? (readOnly ? '查看文章' : '编辑文章') : '写文章';
  return (
    <>
      <PageHeader
        title={title}
        description="正文支持标题、加粗、列表和链接；保存时服务器会清除脚本等不安全内容。"
        extra={
          article && (
            <Space>
              <ContentStatusTag status={article.status} />
              {readOnly && <HisTag />}
            </Space>
          )
        }
      />
      <Card>
        {readOnly && (
          <Alert
            type="info"
            showIcon
            className={styles.alert}
            message="这篇文章由医院信息系统（HIS）同步，只能在HIS中修改；此处仅供查看。"
          />
        )}
        {error && <Alert type="error" showIcon className={styles.alert} message={error} />}
        <Form<ArticleInput>
          form={form}
          layout="vertical"
          disabled={readOnly}
          initialValues={article ?? { title: '', summary: '', coverUrl: '', bodyHtml: '' }}
          className={styles.form}
        >
          <div className={styles.row}>
            <Form.Item label="标题" name="title" rules={rules.title} className={styles.grow}>
              <Input placeholder="请输入标题" maxLength={100} showCount />
            </Form.Item>
            <Form.Item
              label="分类"
              name="categoryId"
              rules={rules.categoryId}
              className={styles.category}
            >
              <Select
                placeholder="请选择分类"
                loading={categories.isPending}
                options={(categories.data ?? []).map(({ id, name }) => ({
                  value: id,
                  label: name,
                }))}
              />
            </Form.Item>
          </div>
          <Form.Item label="摘要" name="summary" rules={rules.summary}>
            <Input.TextArea
              placeholder="列表中显示的一两句话（选填）"
              rows={2}
              maxLength={300}
              showCount
            />
          </Form.Item>
          <Form.Item label="封面" name="coverUrl">
            <CoverField />
          </Form.Item>
          <Form.Item label="正文" name="bodyHtml" rules={rules.bodyHtml}>
            {readOnly ? (
              <div
                className={styles.preview}
                // Sanitised by the server when it was stored.
                dangerouslySetInnerHTML={{ __html: article?.bodyHtml ?? '' }}
              />
            ) : (
              <RichTextEditor />
            )}
          </Form.Item>
        </Form>
        <Space className={styles.actions}>
          <Button onClick={() => void navigate(paths.news)}>返回列表</Button>
          {!readOnly && (
            <>
              <Button loading={busy} onClick={() => void submit(false)}>
                {article ? '保存' : '保存草稿'}
              </Button>
              {article?.status !== 'published' && (
                <Button type="primary" loading={busy} onClick={() => void submit(true)}>
                  保存并发布
                </Button>
              )}
            </>
          )}
        </Space>
      </Card>
    </>
  );
}
