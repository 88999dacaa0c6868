import { SafetyCertificateOutlined } from '@ant-design/icons';
import { TotpCodeSchema } from '@hospital/contract/console';
import { Alert, Button, Card, Form, Image, Input, Result, Skeleton, Steps, Typography } from 'antd';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { schemaRule } from '../../../lib/form-rules.ts';
import { fieldErrorOf } from '../../../lib/server-error.ts';
import { useConfirmTotp, useStartTotp } from '../mutations/totp.ts';
import styles from './totp-enrol-page.module.css';

const codeRule = schemaRule(TotpCodeSchema);

/**
 * An administrator binds an authenticator app before anything else: scan the QR code, then
 * prove it with the code the app shows.
 */
export function TotpEnrolPage({ home }: { home: string }) {
  const navigate = useNavigate();
  const [form] = Form.useForm<{ code: string }>();
  const start = useStartTotp();
  const confirm = useConfirmTotp();
  const { mutate: startEnrolment } = start;

  // Each visit starts a fresh secret, replacing one that was never confirmed.
  useEffect(() => startEnrolment(), [startEnrolment]);

  const submit = ({ code }: { code: string }) =>
    confirm.mutate(code, {
      onSuccess: () => void navigate(home, { replace: true }),
      onError: (error) => {
        const message = fieldErrorOf(form, [], error);
        if (message) form.setFields([{ name: 'code', errors: [message] }]);
      },
    });

  return (
    <div className={styles.screen}>
      <Card className={styles.card}>
        <Typography.Title level={3}>
          <SafetyCertificateOutlined /> 绑定身份验证器
        </Typography.Title>
        <Typography.Paragraph type="secondary">
          系统管理员账号须开启两步验证。绑定后，每次登录除密码外还需输入验证器上的动态验证码。
        </Typography.Paragraph>
        <Steps
          size="small"
          className={styles.steps}
          current={1}
          items={[{ title: '安装验证器' }, { title: '扫描二维码' }, { title: '输入验证码' }]}
        />
        {start.isError ? (
          <Result
            status="error"
            title="无法生成绑定二维码"
            subTitle={start.error.message}
            extra={
              <Button type="primary" onClick={() => startEnrolment()}>
                重试
              </Button>
            }
          />
        ) : !start.data ? (
          <Skeleton.Image active className={styles.qr} />
        ) : (
          <div className={styles.body}>
            <Image
              src={start.data.qrCode}
              alt="身份验证器绑定二维码"
              width={200}
              height={200}
              preview={false}
              className={styles.qr}
            />
            <div className={styles.help}>
              <Typography.Paragraph>
                使用 Google Authenticator、Microsoft Authenticator 或其他支持 TOTP
                的应用扫描左侧二维码。无法扫码时可手动输入密钥：
              </Typography.Paragraph>
              <Typography.Paragraph
                copyable={{ text: start.data.secret }}
                className={styles.secret}
              >
                <code>{start.data.secret}</code>
              </Typography.Paragraph>
              <Form
                name="totp-enrol"
                form={form}
                layout="vertical"
                requiredMark={false}
                onFinish={submit}
              >
                <Form.Item label="验证器显示的 6 位验证码" name="code" rules={[codeRule]}>
                  <Input
                    inputMode="numeric"
                    autoComplete="one-time-code"
                    maxLength={6}
                    placeholder="6 位数字"
                  />
                </Form.Item>
                <Button type="primary" htmlType="submit" loading={confirm.isPending}>
                  完成绑定
                </Button>
              </Form>
            </div>
          </div>
        )}
        <Alert
          className={styles.note}
          type="info"
          showIcon
          title="请妥善保管验证器；更换手机时请联系其他管理员重置。"
        />
      </Card>
    </div>
  );
}
