import { Button, Result } from 'antd';
import { isForbidden } from '../api/client.ts';
import { Forbidden } from './forbidden.tsx';

/** A read that failed: 无权限 for a 403, otherwise the server's message and a retry. */
export function LoadError({ error, retry }: { error: Error; retry: () => unknown }) {
  if (isForbidden(error)) return <Forbidden />;
  return (
    <Result
      status="error"
      title="加载失败"
      subTitle={error.message}
      extra={
        <Button type="primary" onClick={() => void retry()}>
          重新加载
        </Button>
      }
    />
  );
}
