import { PlusOutlined } from '@ant-design/icons';
import {
  NewsCategoryInputSchema,
  type ConsoleNewsCategory,
  type NewsCategoryInput,
} from '@hospital/contract/console';
import {
  App,
  Button,
  Form,
  Input,
  InputNumber,
  Modal,
  Popconfirm,
  Space,
  type TableProps,
} from 'antd';
import { useState } from 'react';
import { FormError } from '../../../components/form-error.tsx';
import { ListTable } from '../../../components/list/list-table.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { schemaRule } from '../../../lib/form-rules.ts';
import { useEditForm } from '../../../lib/use-edit-form.ts';
import { HisTag } from '../components/status-tag.tsx';
import { useDeleteNewsCategory, useSaveNewsCategory } from '../mutations/news.ts';
import { useNewsCategories } from '../queries/news.ts';

export function NewsCategoriesPage() {
  const categories = useNewsCategories();
  const remove = useDeleteNewsCategory();
  const { message } = App.useApp();
  const [editing, setEditing] = useState<ConsoleNewsCategory | 'new' | null>(null);

  const columns: TableProps<ConsoleNewsCategory>['columns'] = [
    {
      title: '分类名称',
      dataIndex: 'name',
      render: (name: string, category) => (
        <Space size={6}>
          {name}
          {category.hisId && <HisTag />}
        </Space>
      ),
    },
    { title: '排序', dataIndex: 'sort', width: 100, align: 'right' },
    { title: '文章数', dataIndex: 'articleCount', width: 100, align: 'right' },
    {
      title: '操作',
      key: 'actions',
      width: 160,
      render: (_, category) =>
        category.hisId ? (
          '—'
        ) : (
          <Space size={0}>
            <Button type="link" size="small" onClick={() => setEditing(category)}>
              编辑
            </Button>
            <Popconfirm
              title={`删除分类“${category.name}”？`}
              description={
                category.articleCount > 0 ? '分类下还有文章，不能删除。' : '删除后不可恢复。'
              }
              okText="删除"
              okButtonProps={{ danger: true, disabled: category.articleCount > 0 }}
              onConfirm={() =>
                remove.mutateAsync(category.id, {
                  onSuccess: () => void message.success('已删除'),
                  onError: (error) => void message.error(error.message),
                })
              }
            >
              <Button type="link" size="small" danger>
                删除
              </Button>
            </Popconfirm>
          </Space>
        ),
    },
  ];

  return (
    <>
      <PageHeader
        title="新闻分类"
        description="患者端新闻资讯按分类分栏展示，排序数字小的在前。"
        extra={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
            新建分类
          </Button>
        }
      />
      <ListTable<ConsoleNewsCategory>
        list={categories}
        columns={columns}
        emptyText="暂无分类"
        paging={false}
      />
      {/* Keyed by the item, so the form starts from it rather than from the last one opened. */}
      <CategoryModal
        key={editing === null || editing === 'new' ? String(editing) : editing.id}
        editing={editing}
        onClose={() => setEditing(null)}
      />
    </>
  );
}

const nameRule = schemaRule(NewsCategoryInputSchema.shape.name);

function CategoryModal({
  editing,
  onClose,
}: {
  editing: ConsoleNewsCategory | 'new' | null;
  onClose: () => void;
}) {
  const save = useSaveNewsCategory();
  const current = editing === 'new' ? null : editing;
  const { form, error, saving, submit, clearError } = useEditForm<NewsCategoryInput, unknown>({
    fields: ['name', 'sort'],
    save: (body) => save.mutateAsync({ id: current?.id ?? null, body }),
    savedMessage: () => (current ? '已保存' : '已创建分类'),
    onSaved: onClose,
  });

  return (
    <Modal
      open={editing !== null}
      title={current ? '编辑分类' : '新建分类'}
      okText="保存"
      cancelText="取消"
      confirmLoading={saving}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
      afterOpenChange={(open) => !open && clearError()}
    >
      <FormError error={error} />
      <Form<NewsCategoryInput>
        form={form}
        layout="vertical"
        preserve={false}
        initialValues={current ?? { name: '', sort: 0 }}
        onFinish={submit}
      >
        <Form.Item label="分类名称" name="name" rules={[nameRule]}>
          <Input placeholder="如：健康科普" maxLength={20} />
        </Form.Item>
        <Form.Item label="排序" name="sort" extra="数字小的排在前面">
          <InputNumber min={0} max={10000} precision={0} style={{ width: 160 }} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
