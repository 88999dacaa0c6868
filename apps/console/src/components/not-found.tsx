import { Button, Result } from 'antd';
import { Link } from 'react-router';

export function NotFound({ home = '/' }: { home?: string }) {
  return (
    <Result
      status="404"
      title="页面不存在"
      subTitle="您访问的页面不存在或已被移除，请检查地址是否正确。"
      extra={
        <Link to={home}>
          <Button type="primary">返回工作台</Button>
        </Link>
      }
    />
  );
}
