import { NoticeBar } from 'antd-mobile';
import { useRegisterTip } from '../api/get-register-tip.ts';
import { HisText } from '../../../components/his-text.tsx';

/** The hospital's booking notes above the department list; nothing while they load. */
export function RegisterNotice() {
  const tip = useRegisterTip();
  if (!tip.data || tip.data.paragraphs.length === 0) return null;
  return (
    <NoticeBar
      color="info"
      wrap
      content={<HisText>{tip.data.paragraphs.join(' ')}</HisText>}
      data-testid="register-tip"
    />
  );
}
