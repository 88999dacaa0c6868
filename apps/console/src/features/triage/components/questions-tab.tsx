import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import {
  QuestionOptionSchema,
  QuestionSchema,
  type Question,
  type TriageContent,
} from '@hospital/contract';
import { Button, Checkbox, Form, Input, InputNumber, Select, Space, Switch, Tag } from 'antd';
import { schemaRule } from '../../../lib/form-rules.ts';
import { groupLabels, kindLabels, optionsOf } from '../labels.ts';
import { ConditionEditor } from './condition-editor.tsx';
import styles from './content-editor.module.css';
import { describeCondition } from './describe.ts';
import { ItemsTable } from './items-table.tsx';

const number = (value: unknown) => (typeof value === 'number' ? value : undefined);
const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value : undefined);

/** A question keeps only the fields of its kind: one switched from 单选 to 文字 drops its options. */
function fromForm(values: Record<string, unknown>) {
  const { code, group, kind, label, help, required, showIf, options, min, max, unit, maxLength } =
    values;
  const question: Record<string, unknown> = {
    code,
    group,
    kind,
    label,
    required: Boolean(required),
  };
  if (text(help)) question.help = help;
  if (kind === 'single' || kind === 'multi') question.options = options ?? [];
  if (kind === 'number') {
    if (number(min) !== undefined) question.min = min;
    if (number(max) !== undefined) question.max = max;
    if (text(unit)) question.unit = unit;
  }
  if (kind === 'text' && number(maxLength) !== undefined) question.maxLength = maxLength;
  if (showIf) question.showIf = showIf;
  return question;
}

export function QuestionsTab({
  content,
  onChange,
  readOnly,
}: {
  content: TriageContent;
  onChange: (questions: Question[]) => void;
  readOnly: boolean;
}) {
  return (
    <ItemsTable<Question>
      noun="问题"
      items={content.questions}
      onChange={onChange}
      readOnly={readOnly}
      schema={QuestionSchema}
      movable
      blank={() => ({ group: 'visit', kind: 'single', required: false, options: [{}, {}] })}
      fromForm={fromForm}
      columns={[
        {
          title: '序号',
          key: 'order',
          width: 64,
          render: (_, question) => content.questions.indexOf(question) + 1,
        },
        { title: '编码', dataIndex: 'code', width: 150 },
        {
          title: '分组',
          dataIndex: 'group',
          width: 100,
          render: (group: Question['group']) => groupLabels[group],
        },
        {
          title: '题型',
          dataIndex: 'kind',
          width: 90,
          render: (kind: Question['kind']) => kindLabels[kind],
        },
        {
          title: '问题',
          dataIndex: 'label',
          render: (label: string, question) => (
            <Space size={4} wrap>
              {label}
              {question.required && <Tag>必答</Tag>}
            </Space>
          ),
        },
        {
          title: '显示条件',
          dataIndex: 'showIf',
          width: 280,
          render: (showIf: Question['showIf']) =>
            showIf ? `当 ${describeCondition(showIf, content)}` : '总是显示',
        },
      ]}
      modalWidth={860}
      fields={<QuestionFields content={content} readOnly={readOnly} />}
    />
  );
}

function QuestionFields({ content, readOnly }: { content: TriageContent; readOnly: boolean }) {
  const form = Form.useFormInstance();
  const kind = Form.useWatch<Question['kind'] | undefined>('kind', form);
  const showIf = Form.useWatch<Question['showIf']>('showIf', form);
  return (
    <>
      <Space size={16} align="start" wrap>
        <Form.Item label="编码" name="code" rules={[schemaRule(QuestionSchema.shape.code)]}>
          <Input maxLength={40} style={{ width: 220 }} placeholder="如 duration" />
        </Form.Item>
        <Form.Item label="分组" name="group">
          <Select options={optionsOf(groupLabels)} style={{ width: 140 }} />
        </Form.Item>
        <Form.Item label="题型" name="kind">
          <Select options={optionsOf(kindLabels)} style={{ width: 140 }} />
        </Form.Item>
        <Form.Item label="必答" name="required" valuePropName="checked">
          <Switch />
        </Form.Item>
      </Space>
      <Form.Item label="问题" name="label" rules={[schemaRule(QuestionSchema.shape.label)]}>
        <Input maxLength={60} placeholder="如：症状持续多久了？" />
      </Form.Item>
      <Form.Item label="提示（选填）" name="help">
        <Input maxLength={120} placeholder="显示在问题下方的说明" />
      </Form.Item>
      {(kind === 'single' || kind === 'multi') && <OptionList readOnly={readOnly} />}
      {kind === 'number' && (
        <Space size={16} align="start" wrap>
          <Form.Item label="最小值" name="min">
            <InputNumber style={{ width: 140 }} />
          </Form.Item>
          <Form.Item label="最大值" name="max">
            <InputNumber style={{ width: 140 }} />
          </Form.Item>
          <Form.Item label="单位" name="unit">
            <Input maxLength={8} style={{ width: 120 }} placeholder="如 ℃" />
          </Form.Item>
        </Space>
      )}
      {kind === 'text' && (
        <Form.Item label="最多字数" name="maxLength" extra="不填为200字">
          <InputNumber min={1} max={500} precision={0} style={{ width: 160 }} />
        </Form.Item>
      )}
      <Form.Item label="显示条件">
        <Checkbox
          checked={showIf !== undefined}
          disabled={readOnly}
          onChange={(event) =>
            form.setFieldValue(
              'showIf',
              event.target.checked ? { anyOf: [{ allOf: [{ kind: 'symptom' }] }] } : undefined,
            )
          }
        >
          作为追问：满足条件时才显示（条件只能取决于排在它之前的问题）
        </Checkbox>
      </Form.Item>
      {showIf !== undefined && (
        <ConditionEditor name="showIf" content={content} disabled={readOnly} />
      )}
    </>
  );
}

const optionCodeRule = schemaRule(QuestionOptionSchema.shape.code);
const optionLabelRule = schemaRule(QuestionOptionSchema.shape.label);

function OptionList({ readOnly }: { readOnly: boolean }) {
  return (
    <Form.List
      name="options"
      rules={[
        {
          validator: (_, options?: unknown[]) =>
            options?.length ? Promise.resolve() : Promise.reject(new Error('请至少添加一个选项')),
        },
      ]}
    >
      {(options, { add, remove }, { errors }) => (
        <Form.Item label="选项" required extra="选项编码供危急规则和追问条件引用">
          {options.map((option, index) => (
            <Space key={option.key} align="start" className={styles.row}>
              <Form.Item
                name={[option.name, 'code']}
                rules={[optionCodeRule]}
                className={styles.rowItem}
              >
                <Input
                  aria-label={`选项${index + 1}编码`}
                  placeholder="编码，如 yes"
                  maxLength={40}
                  style={{ width: 200 }}
                />
              </Form.Item>
              <Form.Item
                name={[option.name, 'label']}
                rules={[optionLabelRule]}
                className={styles.rowItem}
              >
                <Input
                  aria-label={`选项${index + 1}文字`}
                  placeholder="患者看到的文字"
                  maxLength={30}
                  style={{ width: 300 }}
                />
              </Form.Item>
              {!readOnly && (
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
          {!readOnly && (
            <Button type="dashed" icon={<PlusOutlined />} onClick={() => add({})}>
              添加选项
            </Button>
          )}
          <Form.ErrorList errors={errors} />
        </Form.Item>
      )}
    </Form.List>
  );
}
