import type { SliderImage } from '@hospital/contract';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import bannerImage from '../../../assets/banner.svg';
import { browserLocation } from '../../../platform/browser-location.ts';
import { useOnScreen } from '../../../hooks/use-on-screen.ts';
import styles from './home-banner.module.css';
import { hisText } from '../../../components/his-text.tsx';

const SLIDE_MS = 4000;

/**
 * The home slider; without slides from the hospital it shows the built-in banner. The slides
 * scroll natively with snap points (the browser does the swiping, no gesture library on the
 * first page) and move on by themselves unless the patient touches them or asks for less
 * motion.
 */
export function HomeBanner({ slides }: { slides: SliderImage[] }) {
  const navigate = useNavigate();
  const track = useRef<HTMLDivElement>(null);
  const [current, setCurrent] = useState(0);
  const [held, setHeld] = useState(false);
  // The home tab stays mounted behind the other tabs: its slides hold still there.
  const onScreen = useOnScreen();

  useEffect(() => {
    const element = track.current;
    if (!element || slides.length < 2 || held || !onScreen) return;
    if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return;
    const timer = window.setInterval(() => {
      const next = (Math.round(element.scrollLeft / element.clientWidth) + 1) % slides.length;
      element.scrollTo({ left: next * element.clientWidth, behavior: 'smooth' });
    }, SLIDE_MS);
    return () => window.clearInterval(timer);
  }, [slides.length, held, onScreen]);

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
      <div
        ref={track}
        className={styles.track}
        data-testid="home-slides"
        onScroll={(event) => {
          const element = event.currentTarget;
          setCurrent(Math.round(element.scrollLeft / Math.max(1, element.clientWidth)));
        }}
        onPointerDown={() => setHeld(true)}
        onFocus={() => setHeld(true)}
      >
        {slides.map((slide, index) => (
          <button
            key={slide.id}
            type="button"
            className={styles.slide}
            onClick={() => open(slide.link)}
          >
            {/* The first slide is the largest thing on the first screen: fetched first. The
                others are lazy (asked for once the page is laid out, at low priority), so they
                do not share a slow line with it and the app's script. */}
            <img
              className={styles.image}
              src={slide.imageUrl}
              alt={slide.title}
              fetchPriority={index === 0 ? 'high' : undefined}
              loading={index === 0 ? undefined : 'lazy'}
              {...hisText}
            />
          </button>
        ))}
      </div>
      {slides.length > 1 && (
        <div className={styles.dots} aria-hidden="true">
          {slides.map((slide, index) => (
            <span key={slide.id} className={index === current ? styles.dotCurrent : styles.dot} />
          ))}
        </div>
      )}
    </div>
  );
}
