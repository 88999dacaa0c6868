import type { MarqueeItem } from '@hospital/contract';
import { NoticeBar } from 'antd-mobile';
import { SoundOutline } from 'antd-mobile-icons';
import { useNavigate } from 'react-router';
import styles from './home-notice.module.css';
import { links } from '../../../lib/paths.ts';
import { HisText } from '../../../components/his-text.tsx';

export function HomeNotice({ items }: { items: MarqueeItem[] }) {
  const navigate = useNavigate();
  const first = items[0];
  if (!first) return null;
  return (
    <div className={styles.notice}>
      <NoticeBar
        icon={<SoundOutline />}
        content={<HisText>{items.map((item) => item.title).join('　　')}</HisText>}
        onClick={() => void navigate(links.newsDetail(first.id))}
      />
    </div>
  );
}
