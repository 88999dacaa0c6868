import { RejectRefundSchema, type RefundRequestPage } from '@hospital/contract/console';
import {
  App,
  Button,
  Card,
  Form,
  Input,
  Modal,
  Popconfirm,
  Segmented,
  Space,
  Table,
  Tooltip,
  Typography,
  type TableProps,
} from 'antd';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { StatusTag } from '../../../components/status-tag.tsx';
import { LoadError } from '../../../components/load-error.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { schemaRule } from '../../../lib/form-rules.ts';
import { requestStatusLabels } from '../labels.ts';
import { formatFen } from '../../../lib/money.ts';
import { useDecideRefundRequest } from '../mutations/decide-refund-request.ts';
import { useRefundRequests } from '../queries/refund-requests.ts';

type Row = RefundRequestPage['items'][number];

const PAGE_SIZE = 20;
const noteRule = schemaRule(RejectRefundSchema.shape.note);

function RejectModal({ request, onClose }: { request: Row; onClose: () => void }) {
  const [form] = Form.useForm<{ note: string }>();
  const decide = useDecideRefundRequest();
  const { message } = App.useApp();
  return (
    <Modal
      open
      title="驳回退款申请"
      okText="确认驳回"
      okButtonProps={{ danger: true }}
      cancelText="取消"
      confirmLoading={decide.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
    >
      <Typography.Paragraph>
        订单 {request.outTradeNo} 申请退款 {formatFen(request.amountFen)}，驳回后不会退款。
      </Typography.Paragraph>
      <Form
        form={form}
        layout="vertical"
        name="reject"
        onFinish={({ note }) =>
          decide.mutate(
            { id: request.id, approve: false, note: note.trim() },
            {
              onSuccess: () => {
                void message.success('已驳回');
                onClose();
              },
              onError: (error) => void message.error(error.message),
            },
          )
        }
      >
        <Form.Item label="驳回原因" name="note" rules={[noteRule]}>
          <Input.TextArea rows={3} maxLength={200} showCount placeholder="请说明驳回原因" />
        </Form.Item>
      </Form>
    </Modal>
  );
}

export function RefundApprovalsPage() {
  const [params, setParams] = useSearchParams();
  const showAll = params.get('view') === 'all';
  const page = Number(params.get('page')) || 1;
  const requests = useRefundRequests({
    page,
    pageSize: PAGE_SIZE,
    ...(!showAll && { status: 'pending_approval' as const }),
  });
  const decide = useDecideRefundRequest();
  const { message } = App.useApp();
  const [rejecting, setRejecting] = useState<Row | null>(null);

  const approve = (request: Row) =>
    decide.mutateAsync({ id: request.id, approve: true }).then(
      () => void message.success(`已同意退款 ${formatFen(request.amountFen)}`),
      (error: Error) => void message.error(error.message),
    );

  const columns: TableProps<Row>['columns'] = [
    { title: '申请时间', dataIndex: 'requestedAt', width: 170, render: formatDateTime },
    { title: '订单号', dataIndex: 'outTradeNo', width: 250 },
    {
      title: '订单金额',
      dataIndex: 'orderAmountFen',
      width: 110,
      align: 'right',
      render: formatFen,
    },
    { title: '退款金额', dataIndex: 'amountFen', width: 110, align: 'right', render: formatFen },
    { title: '原因', dataIndex: 'reason', width: 200 },
    {
      title: '申请人',
      key: 'requestedBy',
      width: 100,
      render: (_, request) => request.requestedBy.name,
    },
    {
      title: '状态',
      dataIndex: 'status',
      width: 180,
      render: (status: Row['status'], request) => (
        <Space size={4} orientation="vertical">
          <StatusTag status={status} labels={requestStatusLabels} />
          {request.decidedBy && <span>审批人：{request.decidedBy.name}</span>}
          {request.decisionNote && <span>{request.decisionNote}</span>}
        </Space>
      ),
    },
    {
      title: '操作',
      key: 'actions',
      width: 170,
      render: (_, request) => {
        if (request.status !== 'pending_approval') return '—';
        if (request.mine)
          return (
            <Tooltip title="退款申请须由另一位财务人员审批">
              <span>本人申请，不可审批</span>
            </Tooltip>
          );
        return (
          <Space>
            <Popconfirm
              title="同意退款"
              description={`确认向患者退款 ${formatFen(request.amountFen)}？`}
              okText="同意"
              cancelText="取消"
              onConfirm={() => approve(request)}
            >
              <Button type="primary" size="small">
                同意
              </Button>
            </Popconfirm>
            <Button danger size="small" onClick={() => setRejecting(request)}>
              驳回
            </Button>
          </Space>
        );
      },
    },
  ];

  return (
    <>
      <PageHeader
        title="退款审批"
        description="超过审批额度的退款须由申请人以外的财务人员审批，同意后立即原路退回。"
        extra={
          <Segmented
            aria-label="显示范围"
            value={showAll ? 'all' : 'pending'}
            options={[
              { value: 'pending', label: '待审批' },
              { value: 'all', label: '全部申请' },
            ]}
            onChange={(value) => setParams(value === 'all' ? { view: 'all' } : {})}
          />
        }
      />
      <Card>
        {requests.isError ? (
          <LoadError error={requests.error} retry={requests.refetch} />
        ) : (
          <Table<Row>
            rowKey="id"
            columns={columns}
            dataSource={requests.data?.items}
            loading={requests.isFetching}
            locale={{
              emptyText: (
                <Typography.Text>
                  {showAll ? '暂无退款申请' : '暂无待审批的退款申请'}
                </Typography.Text>
              ),
            }}
            pagination={{
              current: requests.data?.page ?? page,
              pageSize: PAGE_SIZE,
              total: requests.data?.total ?? 0,
              showSizeChanger: false,
              showTotal: (total) => `共 ${total} 条申请`,
              onChange: (next) =>
                setParams({ ...(showAll && { view: 'all' }), page: String(next) }),
            }}
          />
        )}
      </Card>
      {rejecting && <RejectModal request={rejecting} onClose={() => setRejecting(null)} />}
    </>
  );
}
