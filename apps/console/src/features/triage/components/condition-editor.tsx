import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import type { TriageContent, TriageFact } from '@hospital/contract';
import { Button, Card, Form, InputNumber, Select, Space, Typography } from 'antd';
import { factKindLabels, optionsOf } from '../labels.ts';
import styles from './content-editor.module.css';

type Path = (string | number)[];

const required = (message: string) => [{ required: true, message }];

/** A blank fact of a kind: switching kinds drops the fields of the old one. */
const blankFact = (kind: TriageFact['kind']) => ({ kind });

/**
 * Edits a condition (`anyOf` groups of `allOf` facts) inside the item's form: 满足任一组,
 * each group 同时满足 its facts.
 */
export function ConditionEditor({
  name,
  content,
  disabled,
}: {
  name: string;
  content: TriageContent;
  disabled: boolean;
}) {
  return (
    <Form.List
      name={[name, 'anyOf']}
      rules={[
        {
          validator: (_, groups?: unknown[]) =>
            groups?.length ? Promise.resolve() : Promise.reject(new Error('至少一组条件')),
        },
      ]}
    >
      {(groups, { add, remove }, { errors }) => (
        <>
          <Typography.Paragraph type="secondary">
            满足任一组即成立；同一组内的条件须同时满足。
          </Typography.Paragraph>
          {groups.map((group, index) => (
            <Card
              key={group.key}
              size="small"
              className={styles.group}
              title={index === 0 ? `第${index + 1}组：同时满足` : `或 第${index + 1}组：同时满足`}
              extra={
                !disabled &&
                groups.length > 1 && (
                  <Button
                    type="text"
                    danger
                    size="small"
                    icon={<DeleteOutlined />}
                    aria-label={`删除第${index + 1}组条件`}
                    onClick={() => remove(group.name)}
                  />
                )
              }
            >
              <Form.List name={[group.name, 'allOf']}>
                {(facts, { add: addFact, remove: removeFact }) => (
                  <>
                    {facts.map((fact, at) => (
                      <FactRow
                        key={fact.key}
                        path={[name, 'anyOf', group.name, 'allOf', fact.name]}
                        field={fact.name}
                        label={`第${index + 1}组条件${at + 1}`}
                        content={content}
                        disabled={disabled}
                        onRemove={facts.length > 1 ? () => removeFact(fact.name) : undefined}
                      />
                    ))}
                    {!disabled && (
                      <Button
                        type="link"
                        size="small"
                        icon={<PlusOutlined />}
                        onClick={() => addFact(blankFact('symptom'))}
                      >
                        添加条件
                      </Button>
                    )}
                  </>
                )}
              </Form.List>
            </Card>
          ))}
          {!disabled && (
            <Button
              type="dashed"
              block
              icon={<PlusOutlined />}
              onClick={() => add({ allOf: [blankFact('symptom')] })}
            >
              添加一组条件
            </Button>
          )}
          <Form.ErrorList errors={errors} />
        </>
      )}
    </Form.List>
  );
}

function FactRow({
  path,
  field,
  label,
  content,
  disabled,
  onRemove,
}: {
  /** The fact's full name in the form, to watch its kind and question. */
  path: Path;
  /** Its name inside the enclosing list. */
  field: number;
  label: string;
  content: TriageContent;
  disabled: boolean;
  onRemove: (() => void) | undefined;
}) {
  const form = Form.useFormInstance();
  const kind = Form.useWatch<TriageFact['kind'] | undefined>([...path, 'kind'], form);
  const questionCode = Form.useWatch<string | undefined>([...path, 'question'], form);
  const questions = content.questions.filter((question) =>
    kind === 'atLeast'
      ? question.kind === 'number'
      : question.kind === 'single' || question.kind === 'multi',
  );
  const chosen = content.questions.find((question) => question.code === questionCode);

  return (
    <Space align="start" wrap className={styles.fact}>
      <Form.Item name={[field, 'kind']} className={styles.factItem}>
        <Select
          aria-label={`${label}类型`}
          style={{ width: 140 }}
          options={optionsOf(factKindLabels)}
          onChange={(next: TriageFact['kind']) => form.setFieldValue(path, blankFact(next))}
        />
      </Form.Item>
      {kind === 'symptom' && (
        <Form.Item
          name={[field, 'symptom']}
          rules={required('请选择症状')}
          className={styles.factItem}
        >
          <Select
            aria-label={`${label}症状`}
            placeholder="选择症状"
            showSearch={{ optionFilterProp: 'label' }}
            style={{ width: 280 }}
            options={content.symptoms.map((symptom) => ({
              value: symptom.code,
              label: `${symptom.name}（${symptom.code}）`,
            }))}
          />
        </Form.Item>
      )}
      {(kind === 'answer' || kind === 'atLeast') && (
        <Form.Item
          name={[field, 'question']}
          rules={required('请选择问题')}
          className={styles.factItem}
        >
          <Select
            aria-label={`${label}问题`}
            placeholder="选择问题"
            showSearch={{ optionFilterProp: 'label' }}
            style={{ width: 240 }}
            options={questions.map((question) => ({ value: question.code, label: question.label }))}
            onChange={() => form.setFieldValue([...path, 'option'], undefined)}
          />
        </Form.Item>
      )}
      {kind === 'answer' && (
        <Form.Item
          name={[field, 'option']}
          rules={required('请选择选项')}
          className={styles.factItem}
        >
          <Select
            aria-label={`${label}选项`}
            placeholder="选择选项"
            style={{ width: 160 }}
            options={(chosen?.options ?? []).map((option) => ({
              value: option.code,
              label: option.label,
            }))}
          />
        </Form.Item>
      )}
      {kind === 'atLeast' && (
        <Form.Item
          name={[field, 'value']}
          rules={required('请填写数值')}
          className={styles.factItem}
        >
          <InputNumber
            aria-label={`${label}数值`}
            placeholder="不低于"
            suffix={chosen?.unit}
            style={{ width: 150 }}
          />
        </Form.Item>
      )}
      {kind === 'ageMonthsBelow' && (
        <Form.Item
          name={[field, 'value']}
          rules={required('请填写月龄')}
          className={styles.factItem}
        >
          <InputNumber
            aria-label={`${label}月龄`}
            min={1}
            max={1200}
            precision={0}
            suffix="个月"
            style={{ width: 150 }}
          />
        </Form.Item>
      )}
      {!disabled && onRemove && (
        <Button
          type="text"
          size="small"
          icon={<DeleteOutlined />}
          aria-label={`删除${label}`}
          onClick={onRemove}
          className={styles.factRemove}
        />
      )}
    </Space>
  );
}
