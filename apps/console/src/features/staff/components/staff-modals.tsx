import { STAFF_ROLES, type StaffRole } from '@hospital/contract';
import {
  CreateStaffSchema,
  StaffPasswordSchema,
  type CreateStaff,
  type StaffAccount,
} from '@hospital/contract/console';
import { Alert, App, Checkbox, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { schemaRule } from '../../../lib/form-rules.ts';
import { roleLabels } from '../../../lib/roles.ts';
import { fieldErrorOf } from '../../../lib/server-error.ts';
import { useCreateStaff } from '../mutations/create-staff.ts';
import { useResetStaffPassword } from '../mutations/reset-staff-password.ts';
import { useSetStaffRoles } from '../mutations/set-staff-roles.ts';

const roleOptions = STAFF_ROLES.map((role) => ({ value: role, label: roleLabels[role] }));
const rolesRule = schemaRule(CreateStaffSchema.shape.roles);
const passwordRule = schemaRule(StaffPasswordSchema);

/** The second password entry must repeat the first. */
const repeatOf =
  (field: string) =>
  ({ getFieldValue }: { getFieldValue: (name: string) => unknown }) => ({
    validator: (_: unknown, value: unknown) =>
      value && value !== getFieldValue(field)
        ? Promise.reject(new Error('两次输入的密码不一致'))
        : Promise.resolve(),
  });

function PasswordFields({ label }: { label: string }) {
  return (
    <>
      <Form.Item
        label={label}
        name="password"
        rules={[passwordRule]}
        extra="至少10位，须同时包含字母和数字；请通过安全渠道告知本人"
      >
        <Input.Password autoComplete="new-password" placeholder="请输入密码" />
      </Form.Item>
      <Form.Item
        label="确认密码"
        name="confirm"
        dependencies={['password']}
        rules={[{ required: true, message: '请再次输入密码' }, repeatOf('password')]}
      >
        <Input.Password autoComplete="new-password" placeholder="请再次输入密码" />
      </Form.Item>
    </>
  );
}

interface ModalProps {
  open: boolean;
  onClose: () => void;
}

type CreateValues = CreateStaff & { confirm: string };
const createFields = ['username', 'name', 'roles', 'password'] as const;

export function CreateStaffModal({ open, onClose }: ModalProps) {
  const [form] = Form.useForm<CreateValues>();
  const create = useCreateStaff();
  const { message } = App.useApp();
  const [error, setError] = useState<string | null>(null);

  const submit = ({ confirm: _, ...body }: CreateValues) => {
    setError(null);
    create.mutate(body, {
      onSuccess: (account) => {
        void message.success(`已创建账号 ${account.username}`);
        onClose();
      },
      onError: (failure) => setError(fieldErrorOf(form, createFields, failure)),
    });
  };

  return (
    <Modal
      title="新建员工账号"
      open={open}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText="创建"
      confirmLoading={create.isPending}
      destroyOnHidden
      afterClose={() => setError(null)}
    >
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} />}
      <Form<CreateValues>
        name="create-staff"
        form={form}
        layout="vertical"
        preserve={false}
        onFinish={submit}
        initialValues={{ roles: [] }}
      >
        <Form.Item
          label="用户名"
          name="username"
          rules={[schemaRule(CreateStaffSchema.shape.username)]}
          extra="用于登录，3-32位小写字母、数字或 . _ -，创建后不可修改"
        >
          <Input autoComplete="off" placeholder="例如 zhang.san" />
        </Form.Item>
        <Form.Item label="姓名" name="name" rules={[schemaRule(CreateStaffSchema.shape.name)]}>
          <Input placeholder="请输入真实姓名" />
        </Form.Item>
        <Form.Item label="角色" name="roles" rules={[rolesRule]}>
          <Checkbox.Group options={roleOptions} />
        </Form.Item>
        <PasswordFields label="初始密码" />
      </Form>
    </Modal>
  );
}

export function EditRolesModal({
  account,
  onClose,
}: {
  account: StaffAccount | null;
  onClose: () => void;
}) {
  const [form] = Form.useForm<{ roles: StaffRole[] }>();
  const setRoles = useSetStaffRoles();
  const { message } = App.useApp();
  const [error, setError] = useState<string | null>(null);

  return (
    <Modal
      title={account ? `修改角色：${account.name}（${account.username}）` : ''}
      open={account !== null}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText="保存"
      confirmLoading={setRoles.isPending}
      destroyOnHidden
      afterClose={() => setError(null)}
    >
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} />}
      {account && (
        <Form
          name="edit-roles"
          form={form}
          layout="vertical"
          preserve={false}
          initialValues={{ roles: account.roles }}
          onFinish={({ roles }) =>
            setRoles.mutate(
              { id: account.id, roles },
              {
                onSuccess: () => {
                  void message.success('角色已更新');
                  onClose();
                },
                onError: (failure) => setError(fieldErrorOf(form, ['roles'], failure)),
              },
            )
          }
        >
          <Form.Item label="角色" name="roles" rules={[rolesRule]}>
            <Checkbox.Group options={roleOptions} />
          </Form.Item>
        </Form>
      )}
    </Modal>
  );
}

export function ResetPasswordModal({
  account,
  onClose,
}: {
  account: StaffAccount | null;
  onClose: () => void;
}) {
  const [form] = Form.useForm<{ password: string; confirm: string }>();
  const reset = useResetStaffPassword();
  const { message } = App.useApp();
  const [error, setError] = useState<string | null>(null);

  return (
    <Modal
      title={account ? `重置密码：${account.name}（${account.username}）` : ''}
      open={account !== null}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText="重置"
      confirmLoading={reset.isPending}
      destroyOnHidden
      afterClose={() => setError(null)}
    >
      <Alert
        type="warning"
        showIcon
        title="重置后该账号的所有登录会话立即失效"
        style={{ marginBottom: 16 }}
      />
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} />}
      {account && (
        <Form
          name="reset-password"
          form={form}
          layout="vertical"
          preserve={false}
          onFinish={({ password }) =>
            reset.mutate(
              { id: account.id, password },
              {
                onSuccess: () => {
                  void message.success('密码已重置');
                  onClose();
                },
                onError: (failure) => setError(fieldErrorOf(form, ['password'], failure)),
              },
            )
          }
        >
          <PasswordFields label="新密码" />
        </Form>
      )}
    </Modal>
  );
}
