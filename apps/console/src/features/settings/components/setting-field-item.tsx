import { Form, Input, InputNumber, type FormItemProps, type FormRule } from 'antd';
import { fenOfYuan, formatFen, yuanOfFen } from '../../../lib/money.ts';
import type { SettingField } from '../settings-fields.ts';

function rulesOf(field: SettingField): FormRule[] {
  const required = { required: true, message: `请输入${field.label}` };
  switch (field.kind) {
    case 'number': {
      const { label, min, max, unit } = field;
      return [
        required,
        { type: 'number', min, max, message: `${label}须在 ${min} 至 ${max} ${unit}之间` },
      ];
    }
    case 'money': {
      const { label, min, max } = field;
      const message = `${label}须在 ${formatFen(min)} 至 ${formatFen(max)} 之间`;
      return [required, { type: 'number', min, max, message }];
    }
    default:
      return [
        { ...required, whitespace: true },
        { max: field.max, message: `${field.label}不能超过 ${field.max} 个字` },
        ...(field.pattern
          ? [{ pattern: field.pattern.regex, message: field.pattern.message }]
          : []),
      ];
  }
}

/** The form keeps fen, as the server does; the input shows and takes yuan. */
const inYuan: Pick<FormItemProps, 'getValueProps' | 'normalize'> = {
  getValueProps: (fen?: number) => ({ value: fen === undefined ? undefined : yuanOfFen(fen) }),
  normalize: (yuan: number | null) => (yuan === null ? undefined : fenOfYuan(yuan)),
};

function controlOf(field: SettingField) {
  switch (field.kind) {
    case 'number':
      return <InputNumber precision={0} suffix={field.unit} style={{ width: 180 }} />;
    case 'money':
      return <InputNumber precision={2} prefix="¥" suffix="元" style={{ width: 180 }} />;
    case 'text':
      return <Input placeholder={field.placeholder} style={{ maxWidth: 480 }} />;
    case 'textarea':
      return (
        <Input.TextArea
          placeholder={field.placeholder}
          autoSize={{ minRows: 4, maxRows: 10 }}
          showCount
          maxLength={field.max}
        />
      );
  }
}

/** One setting as a form row, with the server's own bounds checked before saving. */
export function SettingFieldItem({ field }: { field: SettingField }) {
  return (
    <Form.Item
      label={field.label}
      name={field.name}
      rules={rulesOf(field)}
      extra={field.help}
      {...(field.kind === 'money' && inYuan)}
    >
      {controlOf(field)}
    </Form.Item>
  );
}
