import { BodyPartSchema, type BodyPart, type TriageContent } from '@hospital/contract';
import { Checkbox, Form, Input, InputNumber, Select } from 'antd';
import { schemaRule } from '../../../lib/form-rules.ts';
import { figureLabels, figureOptions, regionLabels } from '../labels.ts';
import { ItemsTable } from './items-table.tsx';

/** The select's stand-in for a part offered only in the list (region null). */
const LIST_ONLY = 'list-only';

const regionOptions = [
  ...Object.entries(regionLabels).map(([value, label]) => ({ value, label })),
  { value: LIST_ONLY, label: '不在人体图上（仅在列表中）' },
];

export function PartsTab({
  content,
  onChange,
  readOnly,
}: {
  content: TriageContent;
  onChange: (bodyParts: BodyPart[]) => void;
  readOnly: boolean;
}) {
  const symptomCount = (part: BodyPart) =>
    content.symptoms.filter((symptom) => symptom.partCodes.includes(part.code)).length;
  return (
    <ItemsTable<BodyPart>
      noun="部位"
      items={content.bodyParts}
      onChange={onChange}
      readOnly={readOnly}
      schema={BodyPartSchema}
      blank={() => ({
        code: '',
        name: '',
        region: null,
        figures: ['male', 'female', 'child'],
        sort: 0,
      })}
      toForm={(part) => ({ ...part, region: part.region ?? LIST_ONLY })}
      fromForm={(values) => ({
        ...values,
        region: values.region === LIST_ONLY ? null : values.region,
      })}
      columns={[
        { title: '排序', dataIndex: 'sort', width: 70 },
        { title: '编码', dataIndex: 'code', width: 160 },
        { title: '名称', dataIndex: 'name', width: 120 },
        {
          title: '人体图位置',
          dataIndex: 'region',
          width: 150,
          render: (region: BodyPart['region']) => (region ? regionLabels[region] : '仅列表'),
        },
        {
          title: '适用人群',
          dataIndex: 'figures',
          render: (figures: BodyPart['figures']) =>
            figures.map((figure) => figureLabels[figure]).join('、'),
        },
        {
          title: '症状数',
          key: 'symptoms',
          width: 80,
          align: 'right',
          render: (_, part) => symptomCount(part),
        },
      ]}
      fields={
        <>
          <Form.Item
            label="编码"
            name="code"
            rules={[schemaRule(BodyPartSchema.shape.code)]}
            extra="小写字母、数字和连字符，如 upper-abdomen；症状和规则用它引用部位"
          >
            <Input maxLength={40} />
          </Form.Item>
          <Form.Item label="名称" name="name" rules={[schemaRule(BodyPartSchema.shape.name)]}>
            <Input maxLength={12} placeholder="如：上腹部" />
          </Form.Item>
          <Form.Item label="人体图位置" name="region">
            <Select options={regionOptions} />
          </Form.Item>
          <Form.Item
            label="适用人群"
            name="figures"
            rules={[schemaRule(BodyPartSchema.shape.figures)]}
          >
            <Checkbox.Group options={figureOptions} />
          </Form.Item>
          <Form.Item
            label="排序"
            name="sort"
            extra="数字小的排在前面"
            rules={[{ required: true, message: '请填写排序' }]}
          >
            <InputNumber min={0} max={10000} precision={0} style={{ width: 160 }} />
          </Form.Item>
        </>
      }
    />
  );
}
