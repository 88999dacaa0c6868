import { EditOutlined } from '@ant-design/icons';
import { Button, Card, Descriptions, Result, Spin } from 'antd';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { LoadError } from '../../../components/load-error.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { ContentEditor, type ContentTab } from '../components/content-editor.tsx';
import { ProblemList } from '../components/problem-list.tsx';
import { VersionStatusTag, versionName } from '../components/version-status-tag.tsx';
import { triagePaths } from '../paths.ts';
import { useTriageVersion } from '../queries/triage-versions.ts';
import styles from './triage-pages.module.css';

/** `/triage/versions/<id>`: one version read only, in the editor's tables and dialogs. */
export function TriageVersionPage() {
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const detail = useTriageVersion(valid ? id : undefined);
  const [tab, setTab] = useState<ContentTab>('bodyParts');
  const navigate = useNavigate();
  if (!valid) {
    return (
      <Result
        status="404"
        title="版本不存在"
        extra={<Link to={triagePaths.triageVersions}>返回分诊内容</Link>}
      />
    );
  }
  if (detail.isError) return <LoadError error={detail.error} retry={detail.refetch} />;
  if (!detail.data) return <Spin size="large" className={styles.loading} />;
  const version = detail.data;
  return (
    <>
      <PageHeader
        title={`分诊内容 ${versionName(version)}`}
        description="只读查看。修改须在草稿中进行，审核发布后生效。"
        extra={
          version.status === 'draft' ? (
            <Button
              type="primary"
              icon={<EditOutlined />}
              onClick={() => void navigate(triagePaths.triageDraft)}
            >
              编辑草稿
            </Button>
          ) : (
            <Button onClick={() => void navigate(triagePaths.triageVersions)}>返回列表</Button>
          )
        }
      />
      <Card className={styles.summary}>
        <Descriptions
          size="small"
          bordered
          column={3}
          items={[
            {
              key: 'status',
              label: '状态',
              children: <VersionStatusTag status={version.status} />,
            },
            {
              key: 'edited',
              label: '编辑',
              children: `${version.editedBy || '系统初始内容'} · ${formatDateTime(version.editedAt)}`,
            },
            {
              key: 'published',
              label: '发布',
              children: version.publishedAt
                ? `${version.publishedBy ?? '系统初始内容'} · ${formatDateTime(version.publishedAt)}`
                : '未发布',
            },
            { key: 'note', label: '修改说明', span: 3, children: version.note || '—' },
          ]}
        />
      </Card>
      {version.status === 'draft' && <ProblemList problems={version.problems} />}
      <ContentEditor content={version.content} tab={tab} onTabChange={setTab} />
    </>
  );
}
