import { NavBar } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useDocumentTitle } from '../hooks/use-document-title.ts';
import styles from './page.module.css';
import { paths } from '../lib/paths.ts';

interface PageProps {
  title: string;
  children: ReactNode;
}

/** A titled page with a back arrow; back leaves to home when there is no history to return to. */
export function Page({ title, children }: PageProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  useDocumentTitle(title);
  const back = () => {
    if (window.history.state && (window.history.state as { idx?: number }).idx) void navigate(-1);
    else void navigate(paths.home, { replace: true });
  };
  return (
    <div className={styles.page}>
      <NavBar
        className={styles.bar}
        onBack={back}
        backIcon
        // The bar's back control is a bare arrow: this names it for screen readers.
        left={<span className={styles.hidden}>{t('common.back')}</span>}
      >
        <h1 className={styles.title}>{title}</h1>
      </NavBar>
      <main className={styles.body}>{children}</main>
    </div>
  );
}
