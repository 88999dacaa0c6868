import type { ConsoleDepartment } from '@hospital/contract/console';
import { Badge, Button, Typography, type TableProps } from 'antd';
import { useDeferredValue, useState } from 'react';
import { ListTable } from '../../../components/list/list-table.tsx';
import { SearchInput } from '../../../components/list/search-input.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { DepartmentModal } from '../components/department-modal.tsx';
import { useDepartments } from '../../../api/queries/departments.ts';

export function DepartmentsPage() {
  const [search, setSearch] = useState('');
  const departments = useDepartments(useDeferredValue(search.trim()));
  const [editing, setEditing] = useState<ConsoleDepartment | null>(null);

  const columns: TableProps<ConsoleDepartment>['columns'] = [
    {
      title: '科室',
      dataIndex: 'name',
      width: 200,
      render: (name: string, department) =>
        department.parentId === null ? (
          <strong>{name}</strong>
        ) : (
          <span style={{ paddingLeft: 20 }}>{name}</span>
        ),
    },
    {
      title: '上级科室',
      dataIndex: 'parentName',
      width: 140,
      render: (parent: string | null) => parent ?? '—',
    },
    {
      title: '介绍',
      dataIndex: 'intro',
      ellipsis: true,
      render: (intro: string) =>
        intro || <Typography.Text type="secondary">未填写</Typography.Text>,
    },
    {
      title: '位置',
      dataIndex: 'location',
      width: 160,
      render: (location: string) => location || '—',
    },
    { title: '医生数', dataIndex: 'doctorCount', width: 80 },
    {
      title: '患者可见',
      dataIndex: 'hidden',
      width: 100,
      render: (hidden: boolean) =>
        hidden ? <Badge status="default" text="已隐藏" /> : <Badge status="success" text="可见" />,
    },
    {
      title: '操作',
      key: 'actions',
      width: 80,
      render: (_, department) => (
        <Button type="link" size="small" onClick={() => setEditing(department)}>
          编辑
        </Button>
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title="科室管理"
        description="科室由 HIS 同步。可修改患者看到的名称和介绍（HIS 再次同步时以 HIS 为准），或对患者隐藏某个科室。"
      />
      <ListTable<ConsoleDepartment>
        list={departments}
        columns={columns}
        emptyText="没有符合条件的科室"
        // Every department on the hospital's few pages: the search narrows them at once.
        paging={{ unit: '个科室', pageSize: 50 }}
        toolbar={
          <SearchInput label="按科室名称搜索" value={search} onChange={setSearch} width={280} />
        }
      />
      <DepartmentModal department={editing} onClose={() => setEditing(null)} />
    </>
  );
}
