import type { FinanceBillLine, FinanceOutpatientBill } from '@hospital/contract/console';
import { Alert, Button, Flex, Skeleton, Table, Typography, type TableProps } from 'antd';
import { useState } from 'react';
import { LoadError } from '../../../components/load-error.tsx';
import { StatusTag } from '../../../components/status-tag.tsx';
import { formatFen } from '../../../lib/money.ts';
import { billStatusLabels, refundStatusLabels } from '../labels.ts';
import { useOutpatientBills } from '../queries/outpatient-bills.ts';
import { LineRefundModal } from './line-refund-modal.tsx';

interface Refunding {
  billNo: string;
  line: FinanceBillLine;
}

/** The bills an outpatient payment paid, line by line, each line refundable on its own. */
export function OutpatientBills({ orderId }: { orderId: number }) {
  const bills = useOutpatientBills(orderId);
  const [refunding, setRefunding] = useState<Refunding | null>(null);
  const payment = bills.data;
  if (bills.isError) return <LoadError error={bills.error} retry={bills.refetch} />;
  if (!payment) return <Skeleton active />;

  const columns = (bill: FinanceOutpatientBill): TableProps<FinanceBillLine>['columns'] => [
    { title: '项', dataIndex: 'lineNo', width: 44 },
    {
      title: '项目',
      key: 'name',
      render: (_, line) => (
        <>
          {line.name}
          {line.specification && (
            <Typography.Text type="secondary"> {line.specification}</Typography.Text>
          )}
        </>
      ),
    },
    {
      title: '数量',
      key: 'quantity',
      width: 70,
      render: (_, line) => `${line.quantity}${line.unit}`,
    },
    { title: '金额', dataIndex: 'amountFen', width: 90, render: formatFen },
    { title: '执行科室', dataIndex: 'execDepartment', width: 110 },
    {
      title: '退费',
      key: 'refund',
      width: 150,
      render: (_, line) =>
        line.refund ? (
          <Flex vertical gap={2} align="start">
            <StatusTag status={line.refund.status} labels={refundStatusLabels} />
            {line.refund.status === 'failed' && (
              <Typography.Text type="danger">请到窗口处理</Typography.Text>
            )}
          </Flex>
        ) : bill.status === 'paid' ? (
          <Button
            size="small"
            danger
            aria-label={`退费 第 ${line.lineNo} 项 ${line.name}`}
            onClick={() => setRefunding({ billNo: bill.billNo, line })}
          >
            退费
          </Button>
        ) : (
          '—'
        ),
    },
  ];

  return (
    <>
      <Typography.Paragraph style={{ marginBottom: 8 }}>
        就诊卡 {payment.cardNo}
        {payment.patientName && ` · ${payment.patientName}`}
      </Typography.Paragraph>
      {payment.insurance && (
        <Alert
          type="warning"
          showIcon
          title="本单为医保支付：医保只能整单退回，单项退费会被医保拒绝（显示为退款失败），请到窗口处理"
          style={{ marginBottom: 12 }}
        />
      )}
      {payment.bills.map((bill) => (
        <section key={bill.id} aria-label={`账单 ${bill.billNo}`} style={{ marginBottom: 16 }}>
          <Flex gap={8} align="center" wrap style={{ marginBottom: 6 }}>
            <Typography.Text strong>{bill.billNo}</Typography.Text>
            <StatusTag status={bill.status} labels={billStatusLabels} />
            <Typography.Text type="secondary">
              {bill.visitDate} · {bill.department} · {bill.doctor} · 合计 {formatFen(bill.totalFen)}
            </Typography.Text>
          </Flex>
          <Table<FinanceBillLine>
            rowKey="id"
            size="small"
            columns={columns(bill)}
            dataSource={bill.items}
            pagination={false}
          />
        </section>
      ))}
      {refunding && (
        <LineRefundModal
          orderId={orderId}
          billNo={refunding.billNo}
          line={refunding.line}
          insurance={payment.insurance}
          onClose={() => setRefunding(null)}
        />
      )}
    </>
  );
}
