import { Alert, Descriptions, Drawer, Skeleton, Typography } from 'antd';
import { EmptyList } from '../../../components/empty-list.tsx';
import { LoadError } from '../../../components/load-error.tsx';
import { formatDateTime, formatDay } from '../../../lib/format.ts';
import { appointmentStatusLabels, periodLabels } from '../labels.ts';
import { useVisitPrecheck } from '../queries/visits.ts';
import { PrecheckTag } from './precheck-tag.tsx';

function PrecheckBody({ id }: { id: number }) {
  const read = useVisitPrecheck(id);
  if (read.isPending) return <Skeleton active paragraph={{ rows: 8 }} />;
  if (read.isError) return <LoadError error={read.error} retry={read.refetch} />;
  const { visit, record } = read.data;
  return (
    <>
      {record?.redFlag && (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 16 }}
          title={`危急提示：${record.redFlag.name}`}
          description={`已建议患者：${record.redFlag.advice}`}
        />
      )}
      <Descriptions
        size="small"
        column={2}
        bordered
        style={{ marginBottom: 16 }}
        items={[
          { key: 'patient', label: '患者', children: visit.patientName },
          { key: 'sequence', label: '序号', children: `${visit.sequence}号` },
          {
            key: 'time',
            label: '就诊时间',
            children: `${formatDay(visit.date)} ${periodLabels[visit.period]}`,
          },
          { key: 'status', label: '状态', children: appointmentStatusLabels[visit.status] },
          { key: 'dept', label: '科室', children: visit.deptName },
          { key: 'doctor', label: '医生', children: visit.doctorName },
          { key: 'precheck', label: '预问诊', span: 2, children: <PrecheckTag visit={visit} /> },
        ]}
      />
      {record ? (
        <>
          <Typography.Title level={5}>预问诊内容</Typography.Title>
          <Descriptions
            size="small"
            column={1}
            bordered
            styles={{ label: { width: 200 } }}
            items={record.summary.map((line) => ({
              key: line.question,
              label: line.label,
              children: line.answer,
            }))}
          />
          <Typography.Paragraph type="secondary" style={{ marginTop: 12 }}>
            按分诊内容第{record.version}版填写 · 保存于 {formatDateTime(record.savedAt)}
          </Typography.Paragraph>
        </>
      ) : (
        <EmptyList text="患者尚未填写预问诊" />
      )}
    </>
  );
}

/** A visit's pre-diagnosis as the doctor will read it; opening it is recorded in the audit log. */
export function PrecheckDrawer({ id, onClose }: { id: number | null; onClose: () => void }) {
  return (
    <Drawer title="预问诊详情" open={id !== null} onClose={onClose} size={640} destroyOnHidden>
      {id !== null && <PrecheckBody id={id} />}
    </Drawer>
  );
}
