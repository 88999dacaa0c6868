import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Input, Space, Typography } from 'antd';
import styles from './content-editor.module.css';

/** Where the content comes from: guidelines and reviewers, one line each. */
export function SourcesTab({
  sources,
  onChange,
  readOnly,
}: {
  sources: readonly string[];
  onChange: (sources: string[]) => void;
  readOnly: boolean;
}) {
  const change = (index: number, value: string) =>
    onChange(sources.map((source, at) => (at === index ? value : source)));
  return (
    <>
      <Typography.Paragraph type="secondary">
        列出内容所依据的指南、教材，以及审核内容的科室或专家。至少一条。
      </Typography.Paragraph>
      {sources.map((source, index) => (
        <Space key={index} align="start" className={styles.row}>
          <Input.TextArea
            aria-label={`来源${index + 1}`}
            value={source}
            readOnly={readOnly}
            autoSize={{ minRows: 1, maxRows: 3 }}
            maxLength={200}
            style={{ width: 720 }}
            onChange={(event) => change(index, event.target.value)}
          />
          {!readOnly && sources.length > 1 && (
            <Button
              type="text"
              size="small"
              icon={<DeleteOutlined />}
              aria-label={`删除来源${index + 1}`}
              onClick={() => onChange(sources.filter((_, at) => at !== index))}
            />
          )}
        </Space>
      ))}
      {!readOnly && (
        <Button type="dashed" icon={<PlusOutlined />} onClick={() => onChange([...sources, ''])}>
          添加来源
        </Button>
      )}
    </>
  );
}
