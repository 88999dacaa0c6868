import { DownloadOutlined } from '@ant-design/icons';
import type { Mismatch, Reconciliation } from '@hospital/contract/console';
import {
  Alert,
  App,
  Button,
  Card,
  Col,
  DatePicker,
  Row,
  Skeleton,
  Space,
  Statistic,
  Table,
  Typography,
  type TableProps,
} from 'antd';
import dayjs from 'dayjs';
import { useSearchParams } from 'react-router';
import { StatusTag } from '../../../components/status-tag.tsx';
import { LoadError } from '../../../components/load-error.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { billLabels, problemLabels, providerLabels } from '../labels.ts';
import { formatFen } from '../../../lib/money.ts';
import { useDownloadReconciliation } from '../mutations/download-reconciliation.ts';
import { useReconciliation } from '../queries/reconciliation.ts';

const DAY = 'YYYY-MM-DD';

const fenOrDash = (fen: number | null) => (fen === null ? '—' : formatFen(fen));

const columns: TableProps<Mismatch>['columns'] = [
  {
    title: '渠道',
    dataIndex: 'provider',
    width: 100,
    render: (p: Mismatch['provider']) => providerLabels[p],
  },
  {
    title: '类型',
    dataIndex: 'kind',
    width: 80,
    render: (kind: Mismatch['kind']) => (kind === 'payment' ? '支付' : '退款'),
  },
  {
    title: '问题',
    dataIndex: 'problem',
    width: 130,
    render: (problem: Mismatch['problem']) => <StatusTag status={problem} labels={problemLabels} />,
  },
  { title: '商户订单号', dataIndex: 'outTradeNo', width: 250 },
  {
    title: '商户退款单号',
    dataIndex: 'outRefundNo',
    render: (no: string | null) => no ?? '—',
  },
  { title: '本院金额', dataIndex: 'ourFen', width: 110, align: 'right', render: fenOrDash },
  { title: '渠道金额', dataIndex: 'providerFen', width: 110, align: 'right', render: fenOrDash },
];

function ProviderCard({ summary }: { summary: Reconciliation['providers'][number] }) {
  const { ours, theirs } = summary;
  return (
    <Card
      title={providerLabels[summary.provider]}
      extra={
        <StatusTag status={summary.billAvailable ? 'fetched' : 'failed'} labels={billLabels} />
      }
    >
      <Row gutter={16}>
        <Col span={8}>
          <Statistic title="本院收款" value={formatFen(ours.paymentFen)} />
          <Typography.Text>{ours.paymentCount} 笔</Typography.Text>
        </Col>
        <Col span={8}>
          <Statistic title="渠道收款" value={formatFen(theirs.paymentFen)} />
          <Typography.Text>{theirs.paymentCount} 笔</Typography.Text>
        </Col>
        <Col span={8}>
          <Statistic title="一致笔数" value={summary.matchedCount} />
        </Col>
        <Col span={8} style={{ marginTop: 16 }}>
          <Statistic title="本院退款" value={formatFen(ours.refundFen)} />
          <Typography.Text>{ours.refundCount} 笔</Typography.Text>
        </Col>
        <Col span={8} style={{ marginTop: 16 }}>
          <Statistic title="渠道退款" value={formatFen(theirs.refundFen)} />
          <Typography.Text>{theirs.refundCount} 笔</Typography.Text>
        </Col>
      </Row>
    </Card>
  );
}

export function ReconciliationPage() {
  const [params, setParams] = useSearchParams();
  // Yesterday by default: the providers' bills for a day are ready the morning after.
  const date = params.get('date') ?? dayjs().subtract(1, 'day').format(DAY);
  const report = useReconciliation(date);
  const download = useDownloadReconciliation();
  const { message } = App.useApp();

  return (
    <>
      <PageHeader
        title="对账"
        description="将本院当日已完成的支付、退款与微信支付、支付宝的对账单逐笔核对，列出不一致的记录。"
        extra={
          <Space>
            <DatePicker
              aria-label="对账日期"
              allowClear={false}
              value={dayjs(date)}
              disabledDate={(day) => day.isAfter(dayjs(), 'day')}
              onChange={(day: dayjs.Dayjs | null) => day && setParams({ date: day.format(DAY) })}
            />
            <Button
              icon={<DownloadOutlined />}
              loading={download.isPending}
              onClick={() =>
                download.mutate(date, { onError: (error) => void message.error(error.message) })
              }
            >
              下载 CSV
            </Button>
          </Space>
        }
      />
      {report.isError ? (
        <Card>
          <LoadError error={report.error} retry={report.refetch} />
        </Card>
      ) : !report.data ? (
        <Card>
          <Skeleton active />
        </Card>
      ) : (
        <>
          <Row gutter={16} style={{ marginBottom: 16 }}>
            {report.data.providers.map((summary) => (
              <Col span={12} key={summary.provider}>
                <ProviderCard summary={summary} />
              </Col>
            ))}
          </Row>
          <Card title={`不一致记录（${report.data.mismatches.length}）`}>
            {report.data.mismatches.length === 0 ? (
              <Alert type="success" showIcon message={`${date} 本院记录与渠道账单全部一致`} />
            ) : (
              <Table<Mismatch>
                rowKey={(m) => `${m.provider}:${m.kind}:${m.outTradeNo}:${m.outRefundNo ?? ''}`}
                columns={columns}
                dataSource={report.data.mismatches}
                pagination={false}
              />
            )}
          </Card>
        </>
      )}
    </>
  );
}
