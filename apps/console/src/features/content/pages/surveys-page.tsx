import { PlusOutlined } from '@ant-design/icons';
import type { ConsoleSurveySummary } from '@hospital/contract/console';
import { Button, Card, Space, Table, type TableProps } from 'antd';
import { Link, useNavigate } from 'react-router';
import { contentPaths as paths, pathOf } from '../paths.ts';
import { LoadError } from '../../../components/load-error.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { HisTag } from '../components/status-tag.tsx';
import { useSurveys } from '../queries/surveys.ts';

export function SurveysPage() {
  const surveys = useSurveys();
  const navigate = useNavigate();

  const columns: TableProps<ConsoleSurveySummary>['columns'] = [
    {
      title: '问卷',
      dataIndex: 'title',
      render: (title: string, survey) => (
        <Space size={6}>
          {title}
          {survey.hisId && <HisTag />}
        </Space>
      ),
    },
    { title: '题目数', dataIndex: 'questionCount', width: 100, align: 'right' },
    { title: '答卷数', dataIndex: 'responseCount', width: 100, align: 'right' },
    { title: '排序', dataIndex: 'sort', width: 80, align: 'right' },
    {
      title: '操作',
      key: 'actions',
      width: 160,
      render: (_, survey) => (
        <Space size={0}>
          <Link
            to={pathOf(paths.surveyResults, survey.id)}
            className="ant-btn ant-btn-link ant-btn-sm"
          >
            结果
          </Link>
          <Button
            type="link"
            size="small"
            onClick={() => void navigate(pathOf(paths.surveyEditor, survey.id))}
          >
            {survey.hisId ? '查看' : '编辑'}
          </Button>
        </Space>
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title="满意度调查"
        description="患者在“满意度调查”中作答；已有答卷的问卷只能修改标题、说明和排序。"
        extra={
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => void navigate(pathOf(paths.surveyEditor, 'new'))}
          >
            新建问卷
          </Button>
        }
      />
      <Card>
        {surveys.isError ? (
          <LoadError error={surveys.error} retry={surveys.refetch} />
        ) : (
          <Table<ConsoleSurveySummary>
            rowKey="id"
            columns={columns}
            dataSource={surveys.data}
            loading={surveys.isPending}
            locale={{ emptyText: '暂无问卷' }}
            pagination={false}
          />
        )}
      </Card>
    </>
  );
}
