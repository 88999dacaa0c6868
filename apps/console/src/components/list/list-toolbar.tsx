import { Space } from 'antd';
import type { ReactNode } from 'react';

/** The quick filters above a list's rows, wrapping onto a second line on a narrow screen. */
export function ListToolbar({ children }: { children: ReactNode }) {
  return (
    <Space wrap size={12} style={{ marginBottom: 16 }}>
      {children}
    </Space>
  );
}
