import { StarFilled } from '@ant-design/icons';
import styles from './rating-stars.module.css';

const STARS = [1, 2, 3, 4, 5] as const;

/** One to five stars, read out as a number, since a row of icons says nothing to a reader. */
export function RatingStars({ value }: { value: number }) {
  return (
    <span role="img" aria-label={`${value} 星`} className={styles.stars}>
      {STARS.map((star) => (
        <StarFilled key={star} className={star <= Math.round(value) ? styles.on : styles.off} />
      ))}
    </span>
  );
}
