import {
  DepartmentEditSchema,
  type ConsoleDepartment,
  type DepartmentEdit,
} from '@hospital/contract/console';
import { Form, Input, Modal, Switch } from 'antd';
import { FormError } from '../../../components/form-error.tsx';
import { schemaRule } from '../../../lib/form-rules.ts';
import { useEditForm } from '../../../lib/use-edit-form.ts';
import { useUpdateDepartment } from '../mutations/update-department.ts';

export function DepartmentModal({
  department,
  onClose,
}: {
  department: ConsoleDepartment | null;
  onClose: () => void;
}) {
  const update = useUpdateDepartment();
  const { form, error, saving, submit, clearError } = useEditForm({
    fields: ['name', 'intro', 'hidden'],
    save: (body: DepartmentEdit) => update.mutateAsync({ id: department?.id ?? 0, body }),
    savedMessage: (saved) => `已保存 ${saved.name}`,
    onSaved: onClose,
  });

  return (
    <Modal
      title={department ? `编辑科室：${department.name}` : ''}
      open={department !== null}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText="保存"
      confirmLoading={saving}
      destroyOnHidden
      width={600}
      afterClose={clearError}
    >
      <FormError error={error} />
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
