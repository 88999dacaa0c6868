import { PlusOutlined } from '@ant-design/icons';
import { QuestionListSchema, QuestionnaireTitleSchema } from '@hospital/contract';
import type { QuestionnaireDetail } from '@hospital/contract/console';
import { Alert, App, Button, Form, Input, Space } from 'antd';
import { useState } from 'react';
import { ApiError } from '../../../api/client.ts';
import { schemaRule } from '../../../lib/form-rules.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useSaveQuestionnaire } from '../queries/questionnaires.ts';
import { fromFormQuestion, toFormQuestion, type QuestionFormValues } from './form-values.ts';
import { QuestionCard } from './question-card.tsx';
import styles from './questionnaire-editor.module.css';

interface EditorValues {
  title: string;
  note: string;
  questions: QuestionFormValues[];
}

/**
 * Edits one questionnaire; saving makes the next version, which patients get at once. The
 * whole list is checked with the contract's schema first, so the server's 400 is never the
 * first word.
 */
export function QuestionnaireEditor({ questionnaire }: { questionnaire: QuestionnaireDetail }) {
  const [form] = Form.useForm<EditorValues>();
  const save = useSaveQuestionnaire();
  const { message } = App.useApp();
  const [problems, setProblems] = useState<string[]>([]);

  const submit = async (values: EditorValues) => {
    const questions = QuestionListSchema.safeParse(values.questions.map(fromFormQuestion));
    if (!questions.success) {
      setProblems(questions.error.issues.map((issue) => issue.message));
      return;
    }
    setProblems([]);
    try {
      const saved = await save.mutateAsync({
        key: questionnaire.key,
        body: {
          version: questionnaire.version,
          title: values.title,
          questions: questions.data,
          note: values.note,
        },
      });
      void message.success(`已保存为第${saved.version}版，患者端立即生效`);
    } catch (error) {
      const conflict = error instanceof ApiError && error.code === 'VERSION_CHANGED';
      setProblems([error instanceof Error ? error.message : '保存失败']);
      if (conflict) void message.error('问卷已被他人修改，请刷新后再改');
    }
  };

  return (
    <>
      <p className={styles.meta}>
        当前第{questionnaire.version}版 · 最后由{questionnaire.editedBy}于
        {formatDateTime(questionnaire.editedAt)}修改
      </p>
      <Form<EditorValues>
        form={form}
        layout="vertical"
        initialValues={{
          title: questionnaire.title,
          note: '',
          questions: questionnaire.questions.map(toFormQuestion),
        }}
        onFinish={(values) => void submit(values)}
        onFinishFailed={() => setProblems(['有未填好的内容，请按红色提示修改'])}
      >
        <Form.Item label="问卷标题" name="title" rules={[schemaRule(QuestionnaireTitleSchema)]}>
          <Input maxLength={40} style={{ maxWidth: 420 }} />
        </Form.Item>
        <Form.List name="questions">
          {(fields, { add, remove, move }) => (
            <>
              {fields.map((field, index) => (
                <QuestionCard
                  key={field.key}
                  name={field.name}
                  index={index}
                  count={fields.length}
                  move={move}
                  remove={remove}
                />
              ))}
              <Button
                icon={<PlusOutlined />}
                onClick={() => add({ kind: 'single', required: true, options: [{}, {}] })}
              >
                添加题目
              </Button>
            </>
          )}
        </Form.List>
        <div className={styles.actions}>
          {problems.length > 0 && (
            <Alert
              type="error"
              showIcon
              title="不能保存"
              description={
                <ul>
                  {problems.map((problem) => (
                    <li key={problem}>{problem}</li>
                  ))}
                </ul>
              }
              style={{ marginBottom: 12 }}
            />
          )}
          <Space align="start" wrap>
            <Form.Item name="note" noStyle>
              <Input
                placeholder="修改说明（选填），如：新增某地为中风险地区"
                maxLength={200}
                style={{ width: 420 }}
                aria-label="修改说明"
              />
            </Form.Item>
            <Button
              type="primary"
              htmlType="submit"
              loading={save.isPending}
              data-testid="questionnaire-save"
            >
              保存为新版本
            </Button>
          </Space>
        </div>
      </Form>
    </>
  );
}
