import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import {
  SymptomDepartmentSchema,
  SymptomSchema,
  type Symptom,
  type TriageContent,
} from '@hospital/contract';
import { Button, Checkbox, Form, Input, InputNumber, Select, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useDepartments } from '../../../api/queries/departments.ts';
import { DepartmentSelect } from '../../../components/department-select.tsx';
import { SearchInput } from '../../../components/list/search-input.tsx';
import { schemaRule } from '../../../lib/form-rules.ts';
import { figureLabels, figureOptions } from '../labels.ts';
import styles from './content-editor.module.css';
import { ItemsTable } from './items-table.tsx';

/** Figures left blank mean every figure: the key is left out rather than sent empty. */
const figuresOrNone = (figures: unknown) =>
  Array.isArray(figures) && figures.length > 0 ? { figures } : {};

const fromForm = ({ figures, departments, ...symptom }: Record<string, unknown>) => ({
  ...symptom,
  ...figuresOrNone(figures),
  departments: ((departments ?? []) as Record<string, unknown>[]).map(
    ({ figures: only, ...link }) => ({ ...link, ...figuresOrNone(only) }),
  ),
});

const weightRule = schemaRule(SymptomDepartmentSchema.shape.weight);

export function SymptomsTab({
  content,
  onChange,
  readOnly,
}: {
  content: TriageContent;
  onChange: (symptoms: Symptom[]) => void;
  readOnly: boolean;
}) {
  const [keyword, setKeyword] = useState('');
  const [partCode, setPartCode] = useState<string>();
  const departments = useDepartments();
  const deptNames = new Map((departments.data ?? []).map(({ code, name }) => [code, name]));
  const partNames = new Map(content.bodyParts.map(({ code, name }) => [code, name]));
  const partOptions = content.bodyParts.map(({ code, name }) => ({ value: code, label: name }));
  const words = keyword.trim().toLowerCase();

  return (
    <ItemsTable<Symptom>
      noun="症状"
      items={content.symptoms}
      onChange={onChange}
      readOnly={readOnly}
      schema={SymptomSchema}
      blank={() => ({
        code: '',
        name: '',
        explanation: '',
        partCodes: partCode ? [partCode] : [],
        departments: [{ weight: 5 }],
      })}
      fromForm={fromForm}
      filter={(symptom) =>
        (!partCode || symptom.partCodes.includes(partCode)) &&
        (!words ||
          [symptom.code, symptom.name, symptom.explanation].some((text) =>
            text.toLowerCase().includes(words),
          ))
      }
      toolbar={
        <>
          <Select
            allowClear
            placeholder="全部部位"
            aria-label="按部位筛选"
            style={{ width: 160 }}
            value={partCode}
            options={partOptions}
            onChange={(code?: string) => setPartCode(code)}
          />
          <SearchInput
            label="按名称、编码或说明搜索"
            value={keyword}
            onChange={setKeyword}
            width={260}
          />
        </>
      }
      columns={[
        { title: '编码', dataIndex: 'code', width: 170 },
        {
          title: '症状',
          dataIndex: 'name',
          render: (name: string, symptom) => (
            <Space orientation="vertical" size={0}>
              <strong>{name}</strong>
              <Typography.Text
                className={styles.muted}
                ellipsis={{ tooltip: symptom.explanation }}
                style={{ maxWidth: 320 }}
              >
                {symptom.explanation}
              </Typography.Text>
            </Space>
          ),
        },
        {
          title: '部位',
          dataIndex: 'partCodes',
          width: 150,
          render: (codes: string[]) => codes.map((code) => partNames.get(code) ?? code).join('、'),
        },
        {
          title: '对应科室（权重）',
          dataIndex: 'departments',
          width: 300,
          render: (links: Symptom['departments']) => (
            <Space size={[0, 4]} wrap>
              {[...links]
                .sort((a, b) => b.weight - a.weight)
                .map((link, index) => (
                  <Tag
                    key={index}
                    color={
                      deptNames.has(link.deptCode) || departments.isPending ? undefined : 'error'
                    }
                  >
                    {deptNames.get(link.deptCode) ?? link.deptCode} {link.weight}
                    {link.figures &&
                      `（${link.figures.map((figure) => figureLabels[figure]).join('、')}）`}
                  </Tag>
                ))}
            </Space>
          ),
        },
        {
          title: '人群',
          dataIndex: 'figures',
          width: 90,
          render: (figures: Symptom['figures']) =>
            figures ? figures.map((figure) => figureLabels[figure]).join('、') : '全部',
        },
      ]}
      modalWidth={800}
      fields={
        <>
          <Space size={16} align="start">
            <Form.Item label="编码" name="code" rules={[schemaRule(SymptomSchema.shape.code)]}>
              <Input maxLength={40} style={{ width: 240 }} placeholder="如 stomach-ache" />
            </Form.Item>
            <Form.Item label="名称" name="name" rules={[schemaRule(SymptomSchema.shape.name)]}>
              <Input maxLength={20} style={{ width: 240 }} placeholder="如：胃痛" />
            </Form.Item>
          </Space>
          <Form.Item
            label="通俗说明"
            name="explanation"
            rules={[schemaRule(SymptomSchema.shape.explanation)]}
            extra="显示在症状名称下方，用患者听得懂的话说明"
          >
            <Input.TextArea rows={2} maxLength={120} showCount />
          </Form.Item>
          <Form.Item
            label="所属部位"
            name="partCodes"
            rules={[schemaRule(SymptomSchema.shape.partCodes)]}
          >
            <Select
              mode="multiple"
              options={partOptions}
              optionFilterProp="label"
              placeholder="选择部位"
            />
          </Form.Item>
          <Form.Item label="适用人群" name="figures" extra="不选则适用于所有人群">
            <Checkbox.Group options={figureOptions} />
          </Form.Item>
          <DepartmentLinks readOnly={readOnly} />
        </>
      }
    />
  );
}

/** The departments a symptom points to, each with its weight and, optionally, its figures. */
function DepartmentLinks({ readOnly }: { readOnly: boolean }) {
  return (
    <Form.List
      name="departments"
      rules={[
        {
          validator: (_, links?: unknown[]) =>
            links?.length ? Promise.resolve() : Promise.reject(new Error('症状至少对应一个科室')),
        },
      ]}
    >
      {(links, { add, remove }, { errors }) => (
        <Form.Item
          label="对应科室"
          extra="权重 1-10：10 表示几乎一定看这个科室。限定人群时，只对所选人群推荐（如儿童看儿科）。"
        >
          {links.map((link, index) => (
            <Space key={link.key} align="start" wrap className={styles.row}>
              <Form.Item
                name={[link.name, 'deptCode']}
                rules={[{ required: true, message: '请选择科室' }]}
                className={styles.rowItem}
              >
                <DepartmentSelect
                  by="code"
                  aria-label={`科室${index + 1}`}
                  placeholder="选择科室"
                  width={240}
                />
              </Form.Item>
              <Form.Item
                name={[link.name, 'weight']}
                rules={[weightRule]}
                className={styles.rowItem}
              >
                <InputNumber
                  aria-label={`科室${index + 1}权重`}
                  min={1}
                  max={10}
                  precision={0}
                  prefix="权重"
                  style={{ width: 120 }}
                />
              </Form.Item>
              <span className={styles.rowLabel}>仅限</span>
              <Form.Item name={[link.name, 'figures']} className={styles.rowItem}>
                <Checkbox.Group aria-label={`科室${index + 1}限定人群`} options={figureOptions} />
              </Form.Item>
              {!readOnly && links.length > 1 && (
                <Button
                  type="text"
                  size="small"
                  icon={<DeleteOutlined />}
                  aria-label={`删除科室${index + 1}`}
                  onClick={() => remove(link.name)}
                />
              )}
            </Space>
          ))}
          {!readOnly && (
            <Button type="dashed" icon={<PlusOutlined />} onClick={() => add({ weight: 5 })}>
              添加科室
            </Button>
          )}
          <Form.ErrorList errors={errors} />
        </Form.Item>
      )}
    </Form.List>
  );
}
