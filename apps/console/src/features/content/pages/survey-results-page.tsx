import type { SurveyResults } from '@hospital/contract/console';
import { Button, Card, Col, List, Result, Row, Statistic, Typography } from 'antd';
import { Link, useNavigate, useParams } from 'react-router';
import { contentPaths as paths } from '../paths.ts';
import { LoadError } from '../../../components/load-error.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { QuestionChart } from '../components/question-chart.tsx';
import { useSurveyResults } from '../queries/surveys.ts';
import styles from './survey-results-page.module.css';

const kindLabels = { single: '单选', multiple: '多选', text: '填空' } as const;

export function SurveyResultsPage() {
  const id = Number(useParams().id);
  if (!Number.isInteger(id) || id <= 0) {
    return (
      <Result status="404" title="问卷不存在" extra={<Link to={paths.surveys}>返回列表</Link>} />
    );
  }
  return <ResultsOf id={id} />;
}

function ResultsOf({ id }: { id: number }) {
  const results = useSurveyResults(id);
  const navigate = useNavigate();
  const back = <Button onClick={() => void navigate(paths.surveys)}>返回列表</Button>;
  if (results.isError) return <LoadError error={results.error} retry={results.refetch} />;
  const data = results.data;
  return (
    <>
      <PageHeader
        title={data ? `${data.title} · 结果` : '问卷结果'}
        description="每道题各选项被选择的份数；填空题显示最新的20条回答。"
        extra={back}
      />
      <Card loading={results.isPending} className={styles.summary}>
        {data && (
          <Row gutter={24}>
            <Col span={6}>
              <Statistic title="答卷总数" value={data.responseCount} suffix="份" />
            </Col>
            <Col span={6}>
              <Statistic title="题目数" value={data.questions.length} suffix="道" />
            </Col>
          </Row>
        )}
      </Card>
      {data && data.responseCount === 0 ? (
        <Card>
          <Result
            status="info"
            title="还没有患者提交答卷"
            subTitle="患者作答后，这里会按题目显示统计图。"
          />
        </Card>
      ) : (
        data && <QuestionCards data={data} />
      )}
    </>
  );
}

function QuestionCards({ data }: { data: SurveyResults }) {
  return (
    <Row gutter={[16, 16]}>
      {data.questions.map((question, index) => (
        <Col key={question.id} xs={24} xl={12}>
          <Card
            title={`${index + 1}. ${question.title}`}
            extra={
              <Typography.Text type="secondary">
                {kindLabels[question.kind]} · {question.answered}人作答
              </Typography.Text>
            }
            className={styles.question}
          >
            {question.kind === 'text' ? (
              <List
                size="small"
                dataSource={question.texts}
                locale={{ emptyText: '暂无回答' }}
                renderItem={(text) => <List.Item>{text}</List.Item>}
              />
            ) : (
              <QuestionChart question={question} />
            )}
          </Card>
        </Col>
      ))}
    </Row>
  );
}
