import {
  DepartmentEditSchema,
  type ConsoleDepartment,
  type DepartmentEdit,
} from '@hospital/contract/console';
import { Alert, App, Form, Input, Modal, Switch } from 'antd';
import { useState } from 'react';
import { schemaRule } from '../../../lib/form-rules.ts';
import { fieldErrorOf } from '../../../lib/server-error.ts';
import { useUpdateDepartment } from '../mutations/update-department.ts';

const fields = ['name', 'intro', 'hidden'] as const;

export function DepartmentModal({
  department,
  onClose,
}: {
  department: ConsoleDepartment | null;
  onClose: () => void;
}) {
  const [form] = Form.useForm<DepartmentEdit>();
  const update = useUpdateDepartment();
  const { message } = App.useApp();
  const [error, setError] = useState<string | null>(null);

  const submit = (body: DepartmentEdit) => {
    if (!department) return;
    setError(null);
    update.mutate(
      { id: department.id, body },
      {
        onSuccess: (saved) => {
          void message.success(`已保存 ${saved.name}`);
          onClose();
        },
        onError: (failure) => setError(fieldErrorOf(form, fields, failure)),
      },
    );
  };

  return (
    <Modal
      title={department ? `编辑科室：${department.name}` : ''}
      open={department !== null}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText="保存"
      confirmLoading={update.isPending}
      destroyOnHidden
      width={600}
      afterClose={() => setError(null)}
    >
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} />}
      {department && (
        <Form<DepartmentEdit>
          name="department-edit"
          form={form}
          layout="vertical"
          preserve={false}
          initialValues={department}
          onFinish={submit}
        >
          <Form.Item
            label="科室名称"
            required
            name="name"
            rules={[schemaRule(DepartmentEditSchema.shape.name)]}
          >
            <Input />
          </Form.Item>
          <Form.Item
            label="科室介绍"
            name="intro"
            rules={[schemaRule(DepartmentEditSchema.shape.intro)]}
          >
            <Input.TextArea rows={6} maxLength={5000} showCount />
          </Form.Item>
          <Form.Item
            label="对患者隐藏"
            name="hidden"
            valuePropName="checked"
            extra="隐藏后患者在挂号页面看不到该科室，已有预约不受影响"
          >
            <Switch />
          </Form.Item>
        </Form>
      )}
    </Modal>
  );
}
