import type { ConsoleDoctor } from '@hospital/contract/console';
import { Avatar, Button, Space, Typography, type TableProps } from 'antd';
import { useState } from 'react';
import { ListTable } from '../../../components/list/list-table.tsx';
import { SearchInput } from '../../../components/list/search-input.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { PAGE_SIZE } from '../../../lib/use-list-params.ts';
import { usePagedFilters } from '../../../lib/use-paged-filters.ts';
import { DepartmentSelect } from '../../../components/department-select.tsx';
import { DoctorDrawer } from '../components/doctor-drawer.tsx';
import { useDoctors } from '../queries/doctors.ts';

const genderLabels = { MALE: '男', FEMALE: '女' } as const;

export function DoctorsPage() {
  const list = usePagedFilters<{ departmentId?: number; search: string }>({ search: '' });
  const { departmentId, search } = list.filters;
  const doctors = useDoctors({
    departmentId,
    q: search.trim() || undefined,
    page: list.page,
    pageSize: PAGE_SIZE,
  });
  const [editing, setEditing] = useState<ConsoleDoctor | null>(null);

  const columns: TableProps<ConsoleDoctor>['columns'] = [
    {
      title: '医生',
      dataIndex: 'name',
      width: 200,
      render: (_, doctor) => (
        <Space>
          <Avatar src={doctor.avatarUrl} alt="" />
          {doctor.name}
        </Space>
      ),
    },
    { title: '职称', dataIndex: 'title', width: 120 },
    {
      title: '性别',
      dataIndex: 'gender',
      width: 70,
      render: (gender: ConsoleDoctor['gender']) => genderLabels[gender],
    },
    { title: '科室', dataIndex: 'departmentName', width: 140 },
    {
      title: '擅长',
      dataIndex: 'speciality',
      ellipsis: true,
      render: (speciality: string) =>
        speciality || <Typography.Text type="secondary">未填写</Typography.Text>,
    },
    {
      title: 'HIS 编码',
      dataIndex: 'hisId',
      width: 120,
      render: (hisId: string | null) => hisId ?? '—',
    },
    {
      title: '操作',
      key: 'actions',
      width: 90,
      render: (_, doctor) => (
        <Button type="link" size="small" onClick={() => setEditing(doctor)}>
          编辑
        </Button>
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title="医生管理"
        description="维护患者在挂号页面看到的医生资料和头像。HIS 再次同步该医生时，以 HIS 的资料为准（上传的头像保留）。"
      />
      <ListTable<ConsoleDoctor>
        list={doctors}
        columns={columns}
        emptyText="没有符合条件的医生"
        paging={{ unit: '位医生', ...list.pager }}
        toolbar={
          <>
            <DepartmentSelect
              value={departmentId}
              onChange={(value) => list.setFilter('departmentId', value)}
            />
            <SearchInput
              label="按姓名搜索"
              value={search}
              onChange={(value) => list.setFilter('search', value)}
            />
          </>
        }
      />
      <DoctorDrawer doctor={editing} onClose={() => setEditing(null)} />
    </>
  );
}
