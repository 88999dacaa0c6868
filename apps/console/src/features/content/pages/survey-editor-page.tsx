import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import {
  SurveyInputSchema,
  type ConsoleSurvey,
  type SurveyInput,
} from '@hospital/contract/console';
import {
  Alert,
  App,
  Button,
  Card,
  Checkbox,
  Form,
  Input,
  InputNumber,
  Radio,
  Result,
  Space,
  Spin,
} from 'antd';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { contentPaths as paths } from '../paths.ts';
import { LoadError } from '../../../components/load-error.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { schemaRule } from '../../../lib/form-rules.ts';
import { HisTag } from '../components/status-tag.tsx';
import { useSaveSurvey } from '../mutations/surveys.ts';
import { useSurvey } from '../queries/surveys.ts';
import styles from './survey-editor-page.module.css';

const kindOptions = [
  { value: 'single', label: '单选' },
  { value: 'multiple', label: '多选' },
  { value: 'text', label: '填空' },
];
const titleRule = schemaRule(SurveyInputSchema.shape.title);
const required = (message: string) => [{ required: true, whitespace: true, message }];

/** `/content/surveys/new` writes a survey; `/content/surveys/<id>` edits one. */
export function SurveyEditorPage() {
  const { id: param } = useParams();
  const id = param === 'new' ? null : Number(param);
  const valid = id === null || (Number.isInteger(id) && id > 0);
  const survey = useSurvey(valid ? id : null);
  if (!valid) {
    return (
      <Result status="404" title="问卷不存在" extra={<Link to={paths.surveys}>返回列表</Link>} />
    );
  }
  if (survey.isError) return <LoadError error={survey.error} retry={survey.refetch} />;
  if (id !== null && !survey.data) return <Spin size="large" className={styles.loading} />;
  return <SurveyForm key={id ?? 'new'} survey={survey.data ?? null} />;
}

function SurveyForm({ survey }: { survey: ConsoleSurvey | null }) {
  const [form] = Form.useForm<SurveyInput>();
  const save = useSaveSurvey();
  const navigate = useNavigate();
  const { message } = App.useApp();
  const [error, setError] = useState<string | null>(null);
  const readOnly = Boolean(survey?.hisId);
  const answered = (survey?.responseCount ?? 0) > 0;

  const submit = async () => {
    setError(null);
    let values: SurveyInput;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    // A question switched to 填空 still holds the options it had as a choice.
    values = {
      ...values,
      questions: values.questions.map((question) =>
        question.kind === 'text' ? { ...question, options: [] } : question,
      ),
    };
    const checked = SurveyInputSchema.safeParse(values);
    if (!checked.success) {
      setError(checked.error.issues[0]?.message ?? '问卷内容不正确');
      return;
    }
    try {
      await save.mutateAsync({ id: survey?.id ?? null, body: values });
      void message.success('问卷已保存');
      void navigate(paths.surveys);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : '保存失败');
    }
  };

  return (
    <>
      <PageHeader
        title={survey ? (readOnly ? '查看问卷' : '编辑问卷') : '新建问卷'}
        description="单选题的结果以饼图展示，多选题以柱状图展示。"
        extra={readOnly && <HisTag />}
      />
      <Card>
        {readOnly && (
          <Alert
            type="info"
            showIcon
            className={styles.alert}
            message="这份问卷由医院信息系统（HIS）同步，只能在HIS中修改；此处仅供查看。"
          />
        )}
        {!readOnly && answered && (
          <Alert
            type="warning"
            showIcon
            className={styles.alert}
            message={`已收到${survey?.responseCount}份答卷：题目和选项不能再修改，标题、说明和排序仍可修改。`}
          />
        )}
        {error && <Alert type="error" showIcon className={styles.alert} message={error} />}
        <Form<SurveyInput>
          form={form}
          layout="vertical"
          disabled={readOnly}
          className={styles.form}
          initialValues={
            survey ?? {
              title: '',
              description: '',
              sort: 0,
              questions: [{ kind: 'single', title: '', required: true, options: ['', ''] }],
            }
          }
        >
          <Form.Item label="问卷标题" name="title" rules={[titleRule]}>
            <Input placeholder="如：门诊就医满意度调查" maxLength={100} />
          </Form.Item>
          <Form.Item label="说明" name="description">
            <Input.TextArea
              placeholder="告诉患者这份问卷的用途（选填）"
              rows={2}
              maxLength={1000}
            />
          </Form.Item>
          <Form.Item label="排序" name="sort" extra="数字小的排在前面">
            <InputNumber min={0} max={10000} precision={0} style={{ width: 160 }} />
          </Form.Item>
          <QuestionList locked={readOnly || answered} />
        </Form>
        <Space className={styles.actions}>
          <Button onClick={() => void navigate(paths.surveys)}>返回列表</Button>
          {!readOnly && (
            <Button type="primary" loading={save.isPending} onClick={() => void submit()}>
              保存问卷
            </Button>
          )}
        </Space>
      </Card>
    </>
  );
}

function QuestionList({ locked }: { locked: boolean }) {
  return (
    <Form.List name="questions">
      {(questions, { add, remove }) => (
        <>
          {questions.map((question, index) => (
            <Card
              key={question.key}
              size="small"
              className={styles.question}
              title={`第${index + 1}题`}
              extra={
                !locked &&
                questions.length > 1 && (
                  <Button
                    type="text"
                    danger
                    size="small"
                    icon={<DeleteOutlined />}
                    aria-label={`删除第${index + 1}题`}
                    onClick={() => remove(question.name)}
                  />
                )
              }
            >
              <Form.Item name={[question.name, 'kind']} label="题型">
                <Radio.Group options={kindOptions} optionType="button" disabled={locked} />
              </Form.Item>
              <Form.Item
                name={[question.name, 'title']}
                label="题目"
                rules={required('请填写题目')}
              >
                <Input placeholder="请输入题目" maxLength={200} disabled={locked} />
              </Form.Item>
              <Form.Item name={[question.name, 'required']} valuePropName="checked">
                <Checkbox disabled={locked}>必答</Checkbox>
              </Form.Item>
              <Form.Item noStyle dependencies={[['questions', question.name, 'kind']]}>
                {({ getFieldValue }) =>
                  getFieldValue(['questions', question.name, 'kind']) === 'text' ? null : (
                    <OptionList name={question.name} locked={locked} />
                  )
                }
              </Form.Item>
            </Card>
          ))}
          {!locked && (
            <Button
              type="dashed"
              block
              icon={<PlusOutlined />}
              onClick={() => add({ kind: 'single', title: '', required: true, options: ['', ''] })}
            >
              添加题目
            </Button>
          )}
        </>
      )}
    </Form.List>
  );
}

function OptionList({ name, locked }: { name: number; locked: boolean }) {
  return (
    <Form.List name={[name, 'options']}>
      {(options, { add, remove }) => (
        <Form.Item label="选项">
          {options.map((option, index) => (
            <Space key={option.key} className={styles.option}>
              <Form.Item name={option.name} rules={required('请填写选项')} noStyle>
                <Input
                  placeholder={`选项${index + 1}`}
                  aria-label={`选项${index + 1}`}
                  maxLength={100}
                  disabled={locked}
                  style={{ width: 320 }}
                />
              </Form.Item>
              {!locked && options.length > 1 && (
                <Button
                  type="text"
                  size="small"
                  icon={<DeleteOutlined />}
                  aria-label={`删除选项${index + 1}`}
                  onClick={() => remove(option.name)}
                />
              )}
            </Space>
          ))}
          {!locked && (
            <Button type="link" icon={<PlusOutlined />} onClick={() => add('')}>
              添加选项
            </Button>
          )}
        </Form.Item>
      )}
    </Form.List>
  );
}
