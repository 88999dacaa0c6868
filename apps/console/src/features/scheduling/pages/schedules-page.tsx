import type { ConsoleSchedule } from '@hospital/contract/console';
import {
  Badge,
  Button,
  Card,
  Progress,
  Space,
  Table,
  Tag,
  Typography,
  type TableProps,
} from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { EmptyList } from '../../../components/empty-list.tsx';
import { LoadError } from '../../../components/load-error.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { formatDay } from '../../../lib/format.ts';
import { formatFen } from '../../../lib/money.ts';
import { CapacityModal } from '../components/capacity-modal.tsx';
import { periodLabels } from '../components/labels.ts';
import { ScheduleFilters, type ScheduleFilter } from '../components/schedule-filters.tsx';
import { StopClinicModal } from '../components/stop-clinic-modal.tsx';
import { useSchedules } from '../queries/schedules.ts';

const idParam = (value: string | null) =>
  value && /^\d+$/.test(value) ? Number(value) : undefined;
const dayParam = (value: string | null, fallback: string) =>
  value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : fallback;

/** The filter lives in the address, so a link to a doctor's week can be shared. */
function useScheduleFilter(): [ScheduleFilter, (filter: ScheduleFilter) => void] {
  const [params, setParams] = useSearchParams();
  const today = dayjs().format('YYYY-MM-DD');
  const filter: ScheduleFilter = {
    from: dayParam(params.get('from'), today),
    to: dayParam(params.get('to'), dayjs(today).add(6, 'day').format('YYYY-MM-DD')),
    departmentId: idParam(params.get('departmentId')),
    doctorId: idParam(params.get('doctorId')),
  };
  const change = (next: ScheduleFilter) =>
    setParams(
      Object.fromEntries(
        Object.entries(next)
          .filter(([, value]) => value !== undefined)
          .map(([key, value]) => [key, String(value)]),
      ),
      { replace: true },
    );
  return [filter, change];
}

export function SchedulesPage() {
  const [filter, setFilter] = useScheduleFilter();
  const schedules = useSchedules(filter);
  const [resizing, setResizing] = useState<ConsoleSchedule | null>(null);
  const [stopping, setStopping] = useState<ConsoleSchedule | null>(null);

  const columns: TableProps<ConsoleSchedule>['columns'] = [
    {
      title: '出诊日期',
      dataIndex: 'date',
      width: 150,
      render: (date: string) => <span style={{ whiteSpace: 'nowrap' }}>{formatDay(date)}</span>,
    },
    {
      title: '时段',
      dataIndex: 'period',
      width: 70,
      render: (period: ConsoleSchedule['period']) => periodLabels[period],
    },
    { title: '科室', dataIndex: 'departmentName', width: 140 },
    {
      title: '医生',
      dataIndex: 'doctorName',
      width: 180,
      render: (_, row) => (
        <span>
          {row.doctorName} <Typography.Text type="secondary">{row.doctorTitle}</Typography.Text>
        </span>
      ),
    },
    { title: '挂号费', dataIndex: 'feeFen', width: 100, render: formatFen },
    {
      title: '已挂 / 号源',
      key: 'sold',
      width: 180,
      render: (_, row) => (
        <Space direction="vertical" size={0} style={{ width: 140 }}>
          <span>
            {row.sold} / {row.capacity}
          </span>
          <Progress
            percent={Math.round((row.sold / row.capacity) * 100)}
            showInfo={false}
            size="small"
            aria-label={`已挂 ${row.sold}，号源 ${row.capacity}`}
          />
        </Space>
      ),
    },
    {
      title: '已支付 / 待支付',
      key: 'paid',
      width: 160,
      render: (_, row) => `${row.paid} / ${row.unpaid}`,
    },
    {
      title: '状态',
      dataIndex: 'status',
      width: 90,
      render: (status: ConsoleSchedule['status']) =>
        status === 'stopped' ? (
          <Tag color="red">已停诊</Tag>
        ) : (
          <Badge status="processing" text="出诊" />
        ),
    },
    {
      title: '操作',
      key: 'actions',
      width: 170,
      render: (_, row) =>
        row.status === 'open' ? (
          <Space size={0}>
            <Button type="link" size="small" onClick={() => setResizing(row)}>
              修改号源
            </Button>
            <Button type="link" size="small" danger onClick={() => setStopping(row)}>
              停诊
            </Button>
          </Space>
        ) : null,
    },
  ];

  return (
    <>
      <PageHeader
        title="排班管理"
        description="按科室、医生和日期查看出诊时段及挂号情况，修改号源或停诊。停诊后系统自动通知患者并全额退款。"
      />
      <Card>
        <ScheduleFilters filter={filter} onChange={setFilter} />
        {schedules.isError ? (
          <LoadError error={schedules.error} retry={schedules.refetch} />
        ) : (
          <div tabIndex={0} role="region" aria-label="排班列表">
            <Table<ConsoleSchedule>
              rowKey="id"
              columns={columns}
              dataSource={schedules.data}
              loading={schedules.isPending}
              locale={{ emptyText: <EmptyList text="所选范围内暂无排班" /> }}
              pagination={{
                pageSize: 20,
                hideOnSinglePage: true,
                showTotal: (n) => `共 ${n} 个时段`,
              }}
            />
          </div>
        )}
      </Card>
      <CapacityModal schedule={resizing} onClose={() => setResizing(null)} />
      <StopClinicModal schedule={stopping} onClose={() => setStopping(null)} />
    </>
  );
}
