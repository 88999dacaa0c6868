import { Button, Result } from 'antd';
import { Link } from 'react-router';

/** What a member sees on a page or action their roles do not admit. */
export function Forbidden({ home = '/' }: { home?: string }) {
  return (
    <Result
      status="403"
      title="无权限"
      subTitle="您的账号没有访问此页面的权限。如需开通，请联系系统管理员分配相应角色。"
      extra={
        <Link to={home}>
          <Button type="primary">返回工作台</Button>
        </Link>
      }
    />
  );
}
