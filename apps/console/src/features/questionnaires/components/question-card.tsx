import {
  ArrowDownOutlined,
  ArrowUpOutlined,
  DeleteOutlined,
  PlusOutlined,
} from '@ant-design/icons';
import { QuestionCodeSchema } from '@hospital/contract';
import { Button, Card, Checkbox, Form, Input, Select, Space, Switch, Tooltip } from 'antd';
import { schemaRule } from '../../../lib/form-rules.ts';
import type { QuestionFormValues } from './form-values.ts';
import styles from './questionnaire-editor.module.css';

export const kindLabels = {
  single: '单选',
  multi: '多选',
  text: '填空',
  temperature: '体温（℃）',
} as const;

const kindOptions = Object.entries(kindLabels).map(([value, label]) => ({ value, label }));

interface QuestionCardProps {
  /** The question's place in the form's list. */
  name: number;
  index: number;
  count: number;
  move: (from: number, to: number) => void;
  remove: (index: number) => void;
}

/** One question: its code, words, kind, options with their risk mark, and its condition. */
export function QuestionCard({ name, index, count, move, remove }: QuestionCardProps) {
  const form = Form.useFormInstance();
  const questions = (Form.useWatch('questions', form) ?? []) as QuestionFormValues[];
  const question = questions[index];
  const choice = question?.kind === 'single' || question?.kind === 'multi';
  const earlier = questions
    .slice(0, index)
    .filter((q) => q?.id && (q.kind === 'single' || q.kind === 'multi'));
  const parent = earlier.find((q) => q.id === question?.showIfQuestion);
  return (
    <Card
      size="small"
      className={styles.question}
      data-testid={`question-card-${index}`}
      title={`第${index + 1}题${question?.text ? ` · ${question.text}` : ''}`}
      extra={
        <Space size={4}>
          <Tooltip title="上移">
            <Button
              size="small"
              icon={<ArrowUpOutlined />}
              aria-label={`第${index + 1}题上移`}
              disabled={index === 0}
              onClick={() => move(index, index - 1)}
            />
          </Tooltip>
          <Tooltip title="下移">
            <Button
              size="small"
              icon={<ArrowDownOutlined />}
              aria-label={`第${index + 1}题下移`}
              disabled={index === count - 1}
              onClick={() => move(index, index + 1)}
            />
          </Tooltip>
          <Tooltip title="删除">
            <Button
              size="small"
              danger
              icon={<DeleteOutlined />}
              aria-label={`删除第${index + 1}题`}
              onClick={() => remove(index)}
            />
          </Tooltip>
        </Space>
      }
    >
      <Space size={16} align="start" wrap>
        <Form.Item label="编码" name={[name, 'id']} rules={[schemaRule(QuestionCodeSchema)]}>
          <Input maxLength={40} style={{ width: 200 }} />
        </Form.Item>
        <Form.Item label="题型" name={[name, 'kind']}>
          <Select options={kindOptions} style={{ width: 140 }} />
        </Form.Item>
        <Form.Item label="必答" name={[name, 'required']} valuePropName="checked">
          <Switch />
        </Form.Item>
      </Space>
      <Form.Item
        label="题目"
        name={[name, 'text']}
        rules={[{ required: true, message: '请填写题目' }]}
      >
        <Input maxLength={200} />
      </Form.Item>
      <Form.Item label="说明（选填）" name={[name, 'help']}>
        <Input maxLength={300} placeholder="显示在题目下方" />
      </Form.Item>
      {choice && <Options name={name} />}
      {question?.kind === 'temperature' && (
        <p className={styles.hint}>患者填写 35.0～42.0℃；37.3℃及以上视为发热，提示需到发热门诊。</p>
      )}
      <Space size={16} align="start" wrap>
        <Form.Item label="显示条件" name={[name, 'showIfQuestion']}>
          <Select
            allowClear
            placeholder="总是显示"
            style={{ width: 280 }}
            options={earlier.map((q) => ({ value: q.id, label: `${q.id} · ${q.text}` }))}
            onChange={() => form.setFieldValue(['questions', name, 'showIfValues'], [])}
          />
        </Form.Item>
        {parent && (
          <Form.Item label="选了其中之一时显示" name={[name, 'showIfValues']}>
            <Select
              mode="multiple"
              style={{ minWidth: 260 }}
              options={(parent.options ?? []).map((o) => ({ value: o.value, label: o.label }))}
            />
          </Form.Item>
        )}
      </Space>
    </Card>
  );
}

function Options({ name }: { name: number }) {
  return (
    <Form.List name={[name, 'options']}>
      {(fields, { add, remove }) => (
        <div className={styles.options}>
          <div className={styles.optionsHead}>选项（勾选“风险”的选项会提示到发热门诊就诊）</div>
          {fields.map((field, index) => (
            <Space key={field.key} align="start" size={8} wrap>
              <Form.Item name={[field.name, 'value']} rules={[schemaRule(QuestionCodeSchema)]}>
                <Input
                  placeholder="编码"
                  aria-label={`选项${index + 1}编码`}
                  style={{ width: 140 }}
                />
              </Form.Item>
              <Form.Item
                name={[field.name, 'label']}
                rules={[{ required: true, message: '请填写选项文字' }]}
              >
                <Input
                  placeholder="选项文字"
                  aria-label={`选项${index + 1}文字`}
                  style={{ width: 260 }}
                />
              </Form.Item>
              <Form.Item name={[field.name, 'risk']} valuePropName="checked">
                <Checkbox>风险</Checkbox>
              </Form.Item>
              <Button
                type="text"
                danger
                icon={<DeleteOutlined />}
                aria-label={`删除选项${index + 1}`}
                onClick={() => remove(field.name)}
              />
            </Space>
          ))}
          <Button size="small" icon={<PlusOutlined />} onClick={() => add({ risk: false })}>
            添加选项
          </Button>
        </div>
      )}
    </Form.List>
  );
}
