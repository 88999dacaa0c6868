import { LockOutlined, SafetyOutlined, UserOutlined } from '@ant-design/icons';
import {
  SignInSchema,
  TOTP_REQUIRED,
  TotpCodeSchema,
  type SignIn,
  type StaffSelf,
} from '@hospital/contract/console';
import { Alert, Button, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { ApiError } from '../../../api/client.ts';
import { useHospitalName } from '../../../api/queries/biz-config.ts';
import { Logo } from '../../../components/logo.tsx';
import { schemaRule } from '../../../lib/form-rules.ts';
import { useSignIn } from '../mutations/sign-in.ts';
import styles from './sign-in-page.module.css';

interface Props {
  /** Where a member goes after signing in, when they did not come from a page. */
  home: string;
  /** Where an administrator without an authenticator goes first. */
  totpEnrol: string;
}

type Credentials = Pick<SignIn, 'username' | 'password'>;

const usernameRule = schemaRule(SignInSchema.shape.username);
const passwordRule = schemaRule(SignInSchema.shape.password);
const totpRule = schemaRule(TotpCodeSchema);

export function SignInPage({ home, totpEnrol }: Props) {
  const hospitalName = useHospitalName();
  const navigate = useNavigate();
  const from = (useLocation().state as { from?: string } | null)?.from;
  const signIn = useSignIn();
  // Set once the password was right and the server asks an administrator for a code.
  const [credentials, setCredentials] = useState<Credentials | null>(null);
  const [error, setError] = useState<string | null>(null);

  const onSignedIn = (staff: StaffSelf) => {
    const needsEnrolment = staff.roles.includes('admin') && !staff.totpEnabled;
    void navigate(needsEnrolment ? totpEnrol : (from ?? home), { replace: true });
  };

  const submit = (body: SignIn) => {
    setError(null);
    signIn.mutate(body, {
      onSuccess: (session) => onSignedIn(session.staff),
      onError: (failure) => {
        if (failure instanceof ApiError && failure.code === TOTP_REQUIRED && !body.totp) {
          setCredentials({ username: body.username, password: body.password });
          return;
        }
        setError(failure.message);
      },
    });
  };

  return (
    <div className={styles.screen}>
      <section className={styles.brand} aria-hidden="true">
        <Logo size={56} inverted className={styles.logo} />
        <p className={styles.brandName}>{hospitalName}</p>
        <p className={styles.brandTag}>患者服务管理平台</p>
        <ul className={styles.points}>
          <li>号源排班与停诊管理</li>
          <li>退款审批与对账</li>
          <li>资讯公告与患者反馈</li>
          <li>全流程操作审计</li>
        </ul>
        <p className={styles.copyright}>{hospitalName} 信息中心</p>
      </section>
      <main className={styles.panel}>
        <div className={styles.card}>
          <Typography.Title level={2} className={styles.title}>
            {credentials ? '二次验证' : '工作人员登录'}
          </Typography.Title>
          <Typography.Paragraph type="secondary">
            {credentials
              ? '请打开身份验证器应用，输入当前显示的 6 位动态验证码。'
              : `欢迎使用${hospitalName}管理后台`}
          </Typography.Paragraph>
          {error && <Alert type="error" showIcon title={error} className={styles.alert} />}
          {credentials ? (
            <Form<{ totp: string }>
              name="sign-in-totp"
              layout="vertical"
              size="large"
              requiredMark={false}
              onFinish={({ totp }) => submit({ ...credentials, totp })}
            >
              <Form.Item label="动态验证码" name="totp" rules={[totpRule]}>
                <Input
                  prefix={<SafetyOutlined />}
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  maxLength={6}
                  placeholder="6 位数字"
                  autoFocus
                />
              </Form.Item>
              <Button type="primary" htmlType="submit" block loading={signIn.isPending}>
                验证并登录
              </Button>
              <Button
                type="link"
                block
                onClick={() => {
                  setCredentials(null);
                  setError(null);
                }}
              >
                返回重新输入账号
              </Button>
            </Form>
          ) : (
            <Form<Credentials>
              name="sign-in"
              layout="vertical"
              size="large"
              requiredMark={false}
              onFinish={submit}
            >
              <Form.Item label="用户名" name="username" rules={[usernameRule]}>
                <Input
                  prefix={<UserOutlined />}
                  autoComplete="username"
                  placeholder="请输入用户名"
                />
              </Form.Item>
              <Form.Item label="密码" name="password" rules={[passwordRule]}>
                <Input.Password
                  prefix={<LockOutlined />}
                  autoComplete="current-password"
                  placeholder="请输入密码"
                />
              </Form.Item>
              <Button type="primary" htmlType="submit" block loading={signIn.isPending}>
                登录
              </Button>
            </Form>
          )}
          <Typography.Paragraph type="secondary" className={styles.note}>
            仅限本院授权工作人员使用，所有操作均记录审计日志。
          </Typography.Paragraph>
        </div>
      </main>
    </div>
  );
}
