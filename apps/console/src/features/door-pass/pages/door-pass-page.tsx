import type { PassCheck, PassColour } from '@hospital/contract';
import { Button, Card, Descriptions, Form, Input, Result, Space, Tag } from 'antd';
import { useRef } from 'react';
import type { InputRef } from 'antd';
import { FormError } from '../../../components/form-error.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { tints, type Tint } from '../../../components/status-tag.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { useCheckPass } from '../mutations/check-pass.ts';
import styles from './door-pass-page.module.css';

const COLOURS: Record<PassColour, { tint: Tint; label: string; advice: string }> = {
  green: { tint: 'green', label: '绿码', advice: '测温正常后放行' },
  yellow: { tint: 'gold', label: '黄码', advice: '请引导至预检分诊台评估' },
  red: { tint: 'red', label: '红码', advice: '请勿放行，引导至发热门诊' },
};

const KINDS = { visitor: '访客探视', outpatient: '门诊就诊', carer: '住院陪护' } as const;

function Verdict({ check }: { check: PassCheck }) {
  if (check.status === 'invalid') {
    return (
      <Result
        status="error"
        title="通行码无效"
        subTitle="不是本院签发的通行码，或已被修改；请患者重新登记"
      />
    );
  }
  const colour = COLOURS[check.colour];
  const valid = check.status === 'valid';
  return (
    <Result
      status={valid && check.colour === 'green' ? 'success' : 'warning'}
      title={valid ? `${colour.label} · ${check.maskedName}` : `通行码已过期 · ${check.maskedName}`}
      subTitle={valid ? colour.advice : '请患者重新进行健康登记'}
      extra={
        <Descriptions column={1} bordered size="small" className={styles.facts}>
          <Descriptions.Item label="颜色">
            <Tag style={tints[colour.tint]}>{colour.label}</Tag>
          </Descriptions.Item>
          <Descriptions.Item label="登记类型">{KINDS[check.kind]}</Descriptions.Item>
          <Descriptions.Item label="登记时间">{formatDateTime(check.issuedAt)}</Descriptions.Item>
          <Descriptions.Item label="有效期至">{formatDateTime(check.expiresAt)}</Descriptions.Item>
        </Descriptions>
      }
    />
  );
}

/**
 * The door guard's check of a health pass. A scanner gun types the code and Enter into the
 * focused box, so the box keeps focus and empties after each check, ready for the next person.
 */
export function DoorPassPage() {
  const [form] = Form.useForm<{ code: string }>();
  const input = useRef<InputRef>(null);
  const check = useCheckPass();
  const submit = ({ code }: { code: string }) => {
    check.mutate(code.trim(), {
      onSettled: () => {
        form.resetFields();
        input.current?.focus();
      },
    });
  };
  return (
    <>
      <PageHeader
        title="通行码核验"
        description="扫描或粘贴患者出示的健康通行码，核验真伪与有效期"
      />
      <Card className={styles.card}>
        <Form form={form} layout="vertical" onFinish={submit} requiredMark={false}>
          <Form.Item
            name="code"
            label="通行码"
            rules={[{ required: true, whitespace: true, message: '请扫描或粘贴通行码' }]}
          >
            <Input
              ref={input}
              autoFocus
              allowClear
              autoComplete="off"
              placeholder="将扫码枪对准患者手机上的二维码，或粘贴通行码"
              data-testid="pass-code"
            />
          </Form.Item>
          <Space>
            <Button
              type="primary"
              htmlType="submit"
              loading={check.isPending}
              data-testid="pass-check"
            >
              核验
            </Button>
          </Space>
        </Form>
      </Card>
      <FormError error={check.error ? check.error.message : null} />
      {check.data && (
        <Card className={styles.card}>
          <div data-testid="pass-verdict" role="status">
            <Verdict check={check.data} />
          </div>
        </Card>
      )}
    </>
  );
}
