import type { TextSection } from '@hospital/contract';
import styles from './info.module.css';

/** Titled paragraphs, as the visit guide and the app help are written. */
export function TextSections({ sections }: { sections: TextSection[] }) {
  return sections.map((section) => (
    <section key={section.title} className={styles.card}>
      <h2 className={styles.heading}>{section.title}</h2>
      {section.paragraphs.map((paragraph) => (
        <p key={paragraph} className={styles.paragraph}>
          {paragraph}
        </p>
      ))}
    </section>
  ));
}
