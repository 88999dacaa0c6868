import type { PrecheckState } from '@hospital/contract';
import type { ConsoleVisit } from '@hospital/contract/console';
import { Space, Tag } from 'antd';
import { StatusTag, tints, type StatusLabels } from '../../../components/status-tag.tsx';

const stateLabels: StatusLabels<PrecheckState> = {
  unanswered: { text: '未填写', tint: 'gold' },
  done: { text: '已填写', tint: 'green' },
  closed: { text: '已结束', tint: 'grey' },
};

/** Whether the patient answered pre-diagnosis, and the red flag it raised. */
export function PrecheckTag({ visit }: { visit: Pick<ConsoleVisit, 'precheck' | 'redFlag'> }) {
  return (
    <Space size={[0, 4]} wrap>
      <StatusTag status={visit.precheck} labels={stateLabels} />
      {visit.redFlag && <Tag style={tints.red}>危急：{visit.redFlag}</Tag>}
    </Space>
  );
}
