import { RedFlagRuleSchema, type RedFlagRule, type TriageContent } from '@hospital/contract';
import { Form, Input, Typography } from 'antd';
import { schemaRule } from '../../../lib/form-rules.ts';
import { ConditionEditor } from './condition-editor.tsx';
import { describeCondition } from './describe.ts';
import { ItemsTable } from './items-table.tsx';

export function RedFlagsTab({
  content,
  onChange,
  readOnly,
}: {
  content: TriageContent;
  onChange: (redFlags: RedFlagRule[]) => void;
  readOnly: boolean;
}) {
  return (
    <ItemsTable<RedFlagRule>
      noun="危急规则"
      items={content.redFlags}
      onChange={onChange}
      readOnly={readOnly}
      schema={RedFlagRuleSchema}
      blank={() => ({ when: { anyOf: [{ allOf: [{ kind: 'symptom' }] }] } })}
      columns={[
        { title: '编码', dataIndex: 'code', width: 170 },
        {
          title: '名称',
          dataIndex: 'name',
          width: 180,
          render: (name: string) => <strong>{name}</strong>,
        },
        {
          title: '触发条件',
          dataIndex: 'when',
          render: (when: RedFlagRule['when']) => describeCondition(when, content),
        },
        {
          title: '依据',
          dataIndex: 'source',
          width: 220,
          render: (source: string) => (
            <Typography.Text ellipsis={{ tooltip: source }} style={{ maxWidth: 200 }}>
              {source}
            </Typography.Text>
          ),
        },
      ]}
      modalWidth={860}
      fields={
        <>
          <Form.Item label="编码" name="code" rules={[schemaRule(RedFlagRuleSchema.shape.code)]}>
            <Input maxLength={40} style={{ width: 280 }} placeholder="如 chest-pain-sweating" />
          </Form.Item>
          <Form.Item label="名称" name="name" rules={[schemaRule(RedFlagRuleSchema.shape.name)]}>
            <Input maxLength={30} placeholder="如：胸痛伴大汗" />
          </Form.Item>
          <Form.Item
            label="处置建议"
            name="advice"
            rules={[schemaRule(RedFlagRuleSchema.shape.advice)]}
            extra="患者在急诊分流页看到的话：现在该做什么"
          >
            <Input.TextArea rows={3} maxLength={200} showCount />
          </Form.Item>
          <Form.Item
            label="依据"
            name="source"
            rules={[schemaRule(RedFlagRuleSchema.shape.source)]}
            extra="所依据的指南或教材，供审核人核对"
          >
            <Input.TextArea rows={2} maxLength={200} />
          </Form.Item>
          <Form.Item label="触发条件" required>
            <ConditionEditor name="when" content={content} disabled={readOnly} />
          </Form.Item>
        </>
      }
    />
  );
}
