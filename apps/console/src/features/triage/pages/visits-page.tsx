import type { ConsoleVisit } from '@hospital/contract/console';
import { Button, DatePicker, Space, Switch, Typography, type TableProps } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { DepartmentSelect } from '../../../components/department-select.tsx';
import { ListTable } from '../../../components/list/list-table.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { PAGE_SIZE, useListParams } from '../../../lib/use-list-params.ts';
import { PrecheckDrawer } from '../components/precheck-drawer.tsx';
import { PrecheckTag } from '../components/precheck-tag.tsx';
import { appointmentStatusLabels, periodLabels } from '../labels.ts';
import { useVisits } from '../queries/visits.ts';

const DAY = 'YYYY-MM-DD';

/** One day's visits with their pre-diagnosis; the day, department and red-flag switch live in the address. */
export function VisitsPage() {
  const params = useListParams();
  const raw = params.text('date');
  const date = raw && dayjs(raw, DAY, true).isValid() ? raw : dayjs().format(DAY);
  const deptCode = params.text('deptCode');
  const redFlagOnly = params.text('redFlag') === 'true';
  const visits = useVisits({
    date,
    page: params.page,
    pageSize: PAGE_SIZE,
    ...(deptCode && { deptCode }),
    ...(redFlagOnly && { redFlag: true }),
  });
  const [openId, setOpenId] = useState<number | null>(null);

  const filter = (next: { date?: string; deptCode?: string | undefined; redFlag?: boolean }) => {
    const merged = { date, deptCode, redFlag: redFlagOnly, ...next };
    params.search({
      date: merged.date,
      deptCode: merged.deptCode,
      redFlag: merged.redFlag ? 'true' : undefined,
    });
  };

  const columns: TableProps<ConsoleVisit>['columns'] = [
    { title: '序号', dataIndex: 'sequence', width: 70, render: (n: number) => `${n}号` },
    {
      title: '时段',
      dataIndex: 'period',
      width: 70,
      render: (period: ConsoleVisit['period']) => periodLabels[period],
    },
    { title: '患者', dataIndex: 'patientName', width: 110 },
    { title: '科室', dataIndex: 'deptName', width: 140 },
    { title: '医生', dataIndex: 'doctorName', width: 110 },
    {
      title: '状态',
      dataIndex: 'status',
      width: 90,
      render: (status: ConsoleVisit['status']) => appointmentStatusLabels[status],
    },
    {
      title: '预问诊',
      key: 'precheck',
      render: (_, visit) => <PrecheckTag visit={visit} />,
    },
    {
      title: '操作',
      key: 'actions',
      width: 110,
      render: (_, visit) => (
        <Button
          type="link"
          size="small"
          onClick={(event) => {
            event.stopPropagation();
            setOpenId(visit.appointmentId);
          }}
        >
          查看预问诊
        </Button>
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title="预问诊"
        description="当天已支付和已就诊的预约，按时段和序号排列；点击一行查看患者填写的预问诊。查看记录会写入审计日志。"
      />
      <ListTable<ConsoleVisit>
        list={visits}
        rowKey="appointmentId"
        columns={columns}
        emptyText="这一天没有符合条件的预约"
        paging={{ unit: '个预约', ...params.pager }}
        onRow={(visit) => ({
          onClick: () => setOpenId(visit.appointmentId),
          style: { cursor: 'pointer' },
        })}
        toolbar={
          <>
            <DatePicker
              aria-label="就诊日期"
              allowClear={false}
              value={dayjs(date)}
              onChange={(day) => day && filter({ date: day.format(DAY) })}
            />
            <DepartmentSelect
              by="code"
              value={deptCode}
              onChange={(code) => filter({ deptCode: code })}
            />
            <Space>
              <Switch
                id="red-flag-only"
                checked={redFlagOnly}
                onChange={(checked) => filter({ redFlag: checked })}
              />
              <Typography.Text>
                <label htmlFor="red-flag-only">仅看危急</label>
              </Typography.Text>
            </Space>
          </>
        }
      />
      <PrecheckDrawer id={openId} onClose={() => setOpenId(null)} />
    </>
  );
}
