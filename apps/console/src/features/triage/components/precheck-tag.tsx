import type { ConsoleVisit } from '@hospital/contract/console';
import { Space, Tag } from 'antd';
import type { CSSProperties } from 'react';
import { precheckStateLabels } from '../labels.ts';

// antd's preset tints are too light for WCAG AA text; these are darker.
const styles: Record<ConsoleVisit['precheck'], CSSProperties> = {
  unanswered: { color: '#874d00', background: '#fffbe6', borderColor: '#ffe58f' },
  done: { color: '#135200', background: '#f6ffed', borderColor: '#b7eb8f' },
  closed: { color: '#434343', background: '#f5f5f5', borderColor: '#d9d9d9' },
};

const redFlagStyle: CSSProperties = {
  color: '#a8071a',
  background: '#fff1f0',
  borderColor: '#ffa39e',
};

/** Whether the patient answered pre-diagnosis, and the red flag it raised. */
export function PrecheckTag({ visit }: { visit: Pick<ConsoleVisit, 'precheck' | 'redFlag'> }) {
  return (
    <Space size={[0, 4]} wrap>
      <Tag style={styles[visit.precheck]}>{precheckStateLabels[visit.precheck]}</Tag>
      {visit.redFlag && <Tag style={redFlagStyle}>危急：{visit.redFlag}</Tag>}
    </Space>
  );
}
