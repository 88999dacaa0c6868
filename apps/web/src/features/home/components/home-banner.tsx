import type { SliderImage } from '@hospital/contract';
import { Swiper } from 'antd-mobile';
import { useNavigate } from 'react-router';
import bannerImage from '../../../assets/banner.svg';
import { browserLocation } from '../../../platform/browser-location.ts';
import styles from './home-banner.module.css';
import { hisText } from '../../../components/his-text.tsx';

/** The home slider; without slides from the hospital it shows the built-in banner. */
export function HomeBanner({ slides }: { slides: SliderImage[] }) {
  const navigate = useNavigate();
  const open = (link: string) => {
    if (link.startsWith('/')) void navigate(link);
    else if (/^https?:\/\//.test(link)) browserLocation.assign(link);
  };
  if (slides.length === 0) {
    return (
      <div className={styles.banner}>
        <img className={styles.image} src={bannerImage} alt="" />
      </div>
    );
  }
  return (
    <div className={styles.banner}>
      <Swiper autoplay loop={slides.length > 1} indicatorProps={{ color: 'white' }}>
        {slides.map((slide) => (
          <Swiper.Item key={slide.id} onClick={() => open(slide.link)}>
            <img className={styles.image} src={slide.imageUrl} alt={slide.title} {...hisText} />
          </Swiper.Item>
        ))}
      </Swiper>
    </div>
  );
}
