import { Form, Input, InputNumber, type FormRule } from 'antd';
import type { SettingField } from '../settings-fields.ts';

function rulesOf(field: SettingField): FormRule[] {
  if (field.kind === 'number') {
    const { label, min, max, unit } = field;
    return [
      { required: true, message: `请输入${label}` },
      { type: 'number', min, max, message: `${label}须在 ${min} 至 ${max} ${unit}之间` },
    ];
  }
  return [
    { required: true, whitespace: true, message: `请输入${field.label}` },
    { max: field.max, message: `${field.label}不能超过 ${field.max} 个字` },
    ...(field.pattern ? [{ pattern: field.pattern.regex, message: field.pattern.message }] : []),
  ];
}

/** One setting as a form row, with the server's own bounds checked before saving. */
export function SettingFieldItem({ field }: { field: SettingField }) {
  return (
    <Form.Item label={field.label} name={field.name} rules={rulesOf(field)} extra={field.help}>
      {field.kind === 'number' ? (
        <InputNumber precision={0} suffix={field.unit} style={{ width: 180 }} />
      ) : field.kind === 'text' ? (
        <Input placeholder={field.placeholder} style={{ maxWidth: 480 }} />
      ) : (
        <Input.TextArea
          placeholder={field.placeholder}
          autoSize={{ minRows: 4, maxRows: 10 }}
          showCount
          maxLength={field.max}
        />
      )}
    </Form.Item>
  );
}
