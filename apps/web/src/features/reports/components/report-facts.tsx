import type { ReactNode } from 'react';
import styles from '../routes/report-pages.module.css';
import { hisText } from '../../../components/his-text.tsx';

/** A report's header: its title and labelled facts (number, department, times). */
export function ReportFacts({ title, facts }: { title: string; facts: [string, ReactNode][] }) {
  return (
    <section className={styles.card}>
      <h2 className={styles.heading} {...hisText}>
        {title}
      </h2>
      <dl className={styles.facts}>
        {facts.map(([label, value]) => (
          <div key={label} style={{ display: 'contents' }}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
