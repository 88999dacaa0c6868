import { EditOutlined, PlusOutlined } from '@ant-design/icons';
import { SAME_PERSON_CODE, type TriageVersion } from '@hospital/contract/console';
import { App, Button, Space, Typography, type TableProps } from 'antd';
import { Link, useNavigate } from 'react-router';
import { ApiError } from '../../../api/client.ts';
import { ListTable } from '../../../components/list/list-table.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { VersionStatusTag, versionName } from '../components/version-status-tag.tsx';
import { useDiscardTriageDraft, usePublishTriageDraft } from '../mutations/triage-draft.ts';
import { triagePaths, versionPath } from '../paths.ts';
import { useTriageVersions } from '../queries/triage-versions.ts';

/** Why a publish was refused, in the words the reviewer needs. */
const publishRefusal = (error: Error) =>
  error instanceof ApiError && error.code === SAME_PERSON_CODE
    ? '需由另一位工作人员审核后发布'
    : error.message;

/** The first version, written by the demo seed rather than by a member. */
const SEED = '系统初始内容';

const who = (name: string | null, at: string | null) =>
  name && at ? (
    <Space orientation="vertical" size={0}>
      <span>{name}</span>
      <Typography.Text type="secondary" style={{ whiteSpace: 'nowrap' }}>
        {formatDateTime(at)}
      </Typography.Text>
    </Space>
  ) : (
    '—'
  );

export function TriageVersionsPage() {
  const versions = useTriageVersions();
  const publish = usePublishTriageDraft();
  const discard = useDiscardTriageDraft();
  const navigate = useNavigate();
  const { message, modal } = App.useApp();
  const draft = versions.data?.find((version) => version.status === 'draft');

  const confirmPublish = () =>
    modal.confirm({
      title: '发布这份草稿？',
      content:
        '发布后患者端的智能导诊与预问诊立即使用新内容，当前使用中的版本将停用。发布人须是最后编辑人以外的工作人员。',
      okText: '发布',
      cancelText: '取消',
      onOk: () =>
        publish.mutateAsync(undefined).then(
          (published) => void message.success(`已发布为${versionName(published)}`),
          (error: Error) => void message.error(publishRefusal(error)),
        ),
    });

  const confirmDiscard = () =>
    modal.confirm({
      title: '放弃这份草稿？',
      content: '草稿中的全部修改将被删除，不能恢复。',
      okText: '放弃草稿',
      okButtonProps: { danger: true },
      cancelText: '取消',
      onOk: () =>
        discard.mutateAsync(undefined).then(
          () => void message.success('草稿已放弃'),
          (error: Error) => void message.error(error.message),
        ),
    });

  const columns: TableProps<TriageVersion>['columns'] = [
    {
      title: '版本',
      key: 'number',
      width: 90,
      render: (_, version) => <strong>{versionName(version)}</strong>,
    },
    {
      title: '状态',
      dataIndex: 'status',
      width: 90,
      render: (status: TriageVersion['status']) => <VersionStatusTag status={status} />,
    },
    {
      title: '修改说明',
      dataIndex: 'note',
      // A fixed layout: the note takes what the other columns leave, cut short with its tooltip.
      ellipsis: { showTitle: false },
      render: (note: string) =>
        note ? <Typography.Text ellipsis={{ tooltip: note }}>{note}</Typography.Text> : '—',
    },
    {
      title: '内容',
      key: 'counts',
      width: 160,
      render: (_, { counts }) => (
        <Space orientation="vertical" size={0} style={{ whiteSpace: 'nowrap' }}>
          <span>
            {counts.bodyParts} 部位 · {counts.symptoms} 症状
          </span>
          <span>
            {counts.questions} 问题 · {counts.redFlags} 危急规则
          </span>
        </Space>
      ),
    },
    {
      title: '编辑',
      key: 'edited',
      width: 175,
      render: (_, version) => who(version.editedBy || SEED, version.editedAt),
    },
    {
      title: '发布',
      key: 'published',
      width: 175,
      render: (_, version) => who(version.publishedBy ?? SEED, version.publishedAt),
    },
    {
      title: '操作',
      key: 'actions',
      width: 250,
      render: (_, version) => (
        <Space size={0} style={{ whiteSpace: 'nowrap' }}>
          <Link to={versionPath(version.id)} aria-label={`查看${versionName(version)}`}>
            查看
          </Link>
          {version.status === 'draft' && (
            <>
              <Button
                type="link"
                size="small"
                onClick={() => void navigate(triagePaths.triageDraft)}
              >
                编辑草稿
              </Button>
              <Button type="link" size="small" onClick={confirmPublish}>
                发布
              </Button>
              <Button type="link" size="small" danger onClick={confirmDiscard}>
                放弃草稿
              </Button>
            </>
          )}
        </Space>
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title="分诊内容"
        description="身体部位、症状与科室、危急规则和预问诊问题。修改在草稿中进行，由另一位工作人员审核发布后对患者生效；每份分诊结果都记录所用版本。"
        extra={
          versions.data && (
            <Button
              type="primary"
              icon={draft ? <EditOutlined /> : <PlusOutlined />}
              onClick={() => void navigate(triagePaths.triageDraft)}
            >
              {draft ? '编辑草稿' : '新建草稿'}
            </Button>
          )
        }
      />
      <ListTable<TriageVersion>
        list={versions}
        columns={columns}
        emptyText="还没有分诊内容"
        paging={{ unit: '个版本' }}
      />
    </>
  );
}
