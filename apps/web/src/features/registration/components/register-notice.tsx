import { NoticeBar } from 'antd-mobile';
import { useRegisterTip } from '../api/get-register-tip.ts';

/** The hospital's booking notes above the department list; nothing while they load. */
export function RegisterNotice() {
  const tip = useRegisterTip();
  if (!tip.data || tip.data.paragraphs.length === 0) return null;
  return (
    <NoticeBar
      color="info"
      wrap
      content={tip.data.paragraphs.join(' ')}
      data-testid="register-tip"
    />
  );
}
