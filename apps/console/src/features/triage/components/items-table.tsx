import { ArrowDownOutlined, ArrowUpOutlined, PlusOutlined } from '@ant-design/icons';
import { Alert, Button, Form, Modal, Popconfirm, Space, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState, type ReactNode } from 'react';
import { EmptyList } from '../../../components/empty-list.tsx';
import { ListToolbar } from '../../../components/list/list-toolbar.tsx';

interface Item {
  code: string;
}

interface Schema<T> {
  safeParse(
    value: unknown,
  ): { success: true; data: T } | { success: false; error: { issues: { message: string }[] } };
}

interface Editing {
  index: number | null;
  /** What the form starts with. */
  values: object;
}

/**
 * One list of the content document as a table: add, edit and delete items in a dialog whose
 * form checks each field, then the whole item against the contract's schema. Read only, the
 * same dialog shows an item with its fields disabled.
 */
export function ItemsTable<T extends Item>({
  noun,
  items,
  onChange,
  readOnly,
  columns,
  blank,
  schema,
  toForm = (item) => item,
  fromForm = (values) => values,
  fields,
  toolbar,
  filter,
  movable = false,
  modalWidth = 720,
}: {
  /** What one item is called: 部位, 症状, 危急规则… */
  noun: string;
  items: readonly T[];
  onChange: (items: T[]) => void;
  readOnly: boolean;
  columns: ColumnsType<T>;
  /** A new item's starting values (fields left for the editor to fill). */
  blank: () => object;
  schema: Schema<T>;
  /** The item as the form holds it, when the two differ (a null shown as an option). */
  toForm?: (item: T) => object;
  /** The form's values as an item, before the schema checks them (blank optional fields left out). */
  fromForm?: (values: Record<string, unknown>) => unknown;
  fields: ReactNode;
  toolbar?: ReactNode;
  /** The rows shown; every row when absent. */
  filter?: (item: T) => boolean;
  /** Order matters (questions): rows move up and down. */
  movable?: boolean;
  modalWidth?: number;
}) {
  const [form] = Form.useForm();
  const [editing, setEditing] = useState<Editing | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const rows = filter ? items.filter(filter) : items;

  const open = (index: number | null) => {
    setProblem(null);
    setEditing({ index, values: index === null ? blank() : toForm(items[index]!) });
  };

  const save = async () => {
    if (!editing) return;
    let values: Record<string, unknown>;
    try {
      values = (await form.validateFields()) as Record<string, unknown>;
    } catch {
      return;
    }
    const checked = schema.safeParse(fromForm(values));
    if (!checked.success) {
      setProblem(checked.error.issues[0]?.message ?? `${noun}内容不正确`);
      return;
    }
    const taken = items.some(
      (item, index) => index !== editing.index && item.code === checked.data.code,
    );
    if (taken) {
      form.setFields([{ name: 'code', errors: [`已有编码为 ${checked.data.code} 的${noun}`] }]);
      return;
    }
    const next = [...items];
    if (editing.index === null) next.push(checked.data);
    else next[editing.index] = checked.data;
    onChange(next);
    setEditing(null);
  };

  const move = (index: number, by: -1 | 1) => {
    const next = [...items];
    [next[index], next[index + by]] = [next[index + by]!, next[index]!];
    onChange(next);
  };

  const actions: ColumnsType<T>[number] = {
    title: '操作',
    key: 'actions',
    width: movable ? 200 : 130,
    render: (_, item) => {
      const index = items.indexOf(item);
      return (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => open(index)}>
            {readOnly ? '查看' : '编辑'}
          </Button>
          {!readOnly && (
            <Popconfirm
              title={`删除${noun}「${item.code}」？`}
              description="引用它的规则或问题会在保存后列为待解决的问题。"
              okText="删除"
              okButtonProps={{ danger: true }}
              cancelText="取消"
              onConfirm={() => onChange(items.filter((_, at) => at !== index))}
            >
              <Button type="link" size="small" danger>
                删除
              </Button>
            </Popconfirm>
          )}
          {movable && !readOnly && (
            <>
              <Button
                type="text"
                size="small"
                icon={<ArrowUpOutlined />}
                aria-label={`上移「${item.code}」`}
                disabled={index === 0}
                onClick={() => move(index, -1)}
              />
              <Button
                type="text"
                size="small"
                icon={<ArrowDownOutlined />}
                aria-label={`下移「${item.code}」`}
                disabled={index === items.length - 1}
                onClick={() => move(index, 1)}
              />
            </>
          )}
        </Space>
      );
    },
  };

  return (
    <>
      <ListToolbar>
        {!readOnly && (
          <Button type="primary" ghost icon={<PlusOutlined />} onClick={() => open(null)}>
            添加{noun}
          </Button>
        )}
        {toolbar}
      </ListToolbar>
      <Table<T>
        rowKey={(item) => items.indexOf(item)}
        size="middle"
        dataSource={rows}
        columns={[...columns, actions]}
        locale={{ emptyText: <EmptyList text={`没有${noun}`} /> }}
        pagination={{
          pageSize: 20,
          showSizeChanger: false,
          hideOnSinglePage: true,
          showTotal: (count) => `共 ${count} 项`,
        }}
      />
      <Modal
        open={editing !== null}
        title={editing?.index === null ? `添加${noun}` : readOnly ? `查看${noun}` : `编辑${noun}`}
        width={modalWidth}
        okText="确定"
        cancelText={readOnly ? '关闭' : '取消'}
        onOk={() => (readOnly ? setEditing(null) : void save())}
        onCancel={() => setEditing(null)}
        footer={readOnly ? (_, { CancelBtn }) => <CancelBtn /> : undefined}
        destroyOnHidden
      >
        {problem && <Alert type="error" showIcon title={problem} style={{ marginBottom: 16 }} />}
        {editing && (
          <Form
            form={form}
            layout="vertical"
            name={`triage-${noun}`}
            disabled={readOnly}
            initialValues={editing.values}
            clearOnDestroy
          >
            {fields}
          </Form>
        )}
      </Modal>
    </>
  );
}
