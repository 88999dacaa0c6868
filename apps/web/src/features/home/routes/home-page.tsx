import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../components/error-state.tsx';
import { ListSkeleton } from '../../../components/list-skeleton.tsx';
import { useIndexInit } from '../../../api/queries/get-index-init.ts';
import { HomeBanner } from '../components/home-banner.tsx';
import { HomeHeader } from '../components/home-header.tsx';
import { HomeNotice } from '../components/home-notice.tsx';
import { LatestNews } from '../components/latest-news.tsx';
import { QuickServices, ServiceGrid } from '../components/service-grid.tsx';
import { enabledServices } from '../components/services.ts';
import styles from './home-page.module.css';

/** 诊疗服务: the default tab of the shell. `patientCard` is composed by the app. */
export function HomePage({ patientCard }: { patientCard?: ReactNode }) {
  const { t } = useTranslation();
  const indexInit = useIndexInit();

  if (indexInit.isPending) {
    return (
      <div className={styles.page}>
        <div className={styles.skeletonHeader} />
        <ListSkeleton rows={4} />
        <ListSkeleton rows={3} />
      </div>
    );
  }
  if (indexInit.isError) {
    return (
      <div className={styles.page}>
        <ErrorState message={indexInit.error.message} onRetry={() => void indexInit.refetch()} />
      </div>
    );
  }

  const home = indexInit.data;
  const services = enabledServices(home.modules);
  const group = (name: 'quick' | 'care' | 'hospital') => services.filter((s) => s.group === name);
  return (
    <div className={styles.page}>
      <HomeHeader hospitalName={home.hospitalName} servicePhone={home.servicePhone} />
      <HomeBanner slides={home.sliders} />
      <HomeNotice items={home.marquee} />
      {patientCard}
      <QuickServices services={group('quick')} />
      <ServiceGrid title={t('home.services')} services={group('care')} />
      <ServiceGrid title={t('home.hospitalInfo')} services={group('hospital')} />
      <LatestNews news={home.latestNews} />
    </div>
  );
}
