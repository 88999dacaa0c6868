import { PlusOutlined } from '@ant-design/icons';
import type { StaffAccount } from '@hospital/contract/console';
import { App, Badge, Button, Card, Popconfirm, Space, Table, type TableProps } from 'antd';
import { useMemo, useState } from 'react';
import { ListToolbar } from '../../../components/list/list-toolbar.tsx';
import { SearchInput } from '../../../components/list/search-input.tsx';
import { LoadError } from '../../../components/load-error.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { RoleTags } from '../components/role-tags.tsx';
import {
  CreateStaffModal,
  EditRolesModal,
  ResetPasswordModal,
} from '../components/staff-modals.tsx';
import { useSetStaffDisabled } from '../mutations/set-staff-disabled.ts';
import { useStaffList } from '../queries/list-staff.ts';

export function StaffAccountsPage() {
  const staff = useStaffList();
  const setDisabled = useSetStaffDisabled();
  const { message } = App.useApp();
  const [search, setSearch] = useState('');
  const [creating, setCreating] = useState(false);
  const [editingRoles, setEditingRoles] = useState<StaffAccount | null>(null);
  const [resetting, setResetting] = useState<StaffAccount | null>(null);

  const rows = useMemo(() => {
    const needle = search.trim().toLowerCase();
    return (staff.data ?? []).filter(
      (account) =>
        !needle || account.username.includes(needle) || account.name.toLowerCase().includes(needle),
    );
  }, [staff.data, search]);

  const toggle = (account: StaffAccount) =>
    setDisabled.mutateAsync(
      { id: account.id, disabled: !account.disabled },
      {
        onSuccess: (updated) =>
          void message.success(`已${updated.disabled ? '停用' : '启用'}账号 ${updated.username}`),
        onError: (error) => void message.error(error.message),
      },
    );

  const columns: TableProps<StaffAccount>['columns'] = [
    { title: '用户名', dataIndex: 'username', width: 160 },
    { title: '姓名', dataIndex: 'name', width: 140 },
    {
      title: '角色',
      dataIndex: 'roles',
      render: (_, account) => <RoleTags roles={account.roles} />,
    },
    {
      title: '两步验证',
      dataIndex: 'totpEnabled',
      width: 110,
      render: (enabled: boolean) =>
        enabled ? (
          <Badge status="success" text="已绑定" />
        ) : (
          <Badge status="default" text="未绑定" />
        ),
    },
    {
      title: '状态',
      dataIndex: 'disabled',
      width: 100,
      render: (disabled: boolean) =>
        disabled ? (
          <Badge status="error" text="已停用" />
        ) : (
          <Badge status="processing" text="正常" />
        ),
    },
    {
      title: '创建时间',
      dataIndex: 'createdAt',
      width: 180,
      render: (at: string) => formatDateTime(at),
    },
    {
      title: '操作',
      key: 'actions',
      width: 220,
      render: (_, account) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => setEditingRoles(account)}>
            修改角色
          </Button>
          <Button type="link" size="small" onClick={() => setResetting(account)}>
            重置密码
          </Button>
          <Popconfirm
            title={account.disabled ? '启用该账号？' : '停用该账号？'}
            description={
              account.disabled ? '启用后可重新登录。' : '停用后该账号立即退出且无法登录。'
            }
            okText={account.disabled ? '启用' : '停用'}
            okButtonProps={{ danger: !account.disabled }}
            onConfirm={() => toggle(account)}
          >
            <Button type="link" size="small" danger={!account.disabled}>
              {account.disabled ? '启用' : '停用'}
            </Button>
          </Popconfirm>
        </Space>
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title="员工账号"
        description="管理可登录本后台的工作人员及其角色。管理员账号须绑定身份验证器。"
        extra={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)}>
            新建账号
          </Button>
        }
      />
      <Card>
        {staff.isError ? (
          <LoadError error={staff.error} retry={staff.refetch} />
        ) : (
          <>
            <ListToolbar>
              <SearchInput
                label="按用户名或姓名搜索"
                value={search}
                onChange={setSearch}
                width={280}
              />
            </ListToolbar>
            <Table<StaffAccount>
              rowKey="id"
              columns={columns}
              dataSource={rows}
              loading={staff.isPending}
              pagination={{
                pageSize: 20,
                hideOnSinglePage: true,
                showTotal: (n) => `共 ${n} 个账号`,
              }}
              rowClassName={(account) => (account.disabled ? 'row-disabled' : '')}
            />
          </>
        )}
      </Card>
      <CreateStaffModal open={creating} onClose={() => setCreating(false)} />
      <EditRolesModal account={editingRoles} onClose={() => setEditingRoles(null)} />
      <ResetPasswordModal account={resetting} onClose={() => setResetting(null)} />
    </>
  );
}
