import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { HomeBanner } from '../components/home-banner.tsx';
import { HomeHeader } from '../components/home-header.tsx';
import { HomeNotice } from '../components/home-notice.tsx';
import { LatestNews } from '../components/latest-news.tsx';
import { QuickServices, ServiceGrid } from '../components/service-grid.tsx';
import { enabledServices } from '../components/services.ts';
import { HomeData } from './home-data.tsx';

interface HomePageProps {
  /** The patient manager's card, composed by the app. */
  patientCard?: ReactNode;
  /** A card the app puts first on the page, such as an offer of senior mode. */
  offer?: ReactNode;
}

/** 诊疗服务: the default tab of the shell. */
export function HomePage({ patientCard, offer }: HomePageProps) {
  const { t } = useTranslation();
  return (
    <HomeData>
      {(home) => {
        const services = enabledServices(home.modules);
        const group = (name: 'quick' | 'care' | 'hospital') =>
          services.filter((s) => s.group === name);
        return (
          <>
            <HomeHeader hospitalName={home.hospitalName} servicePhone={home.servicePhone} />
            <HomeBanner slides={home.sliders} />
            {offer}
            <HomeNotice items={home.marquee} />
            {patientCard}
            <QuickServices services={group('quick')} />
            <ServiceGrid title={t('home.services')} services={group('care')} />
            <ServiceGrid title={t('home.hospitalInfo')} services={group('hospital')} />
            <LatestNews news={home.latestNews} />
          </>
        );
      }}
    </HomeData>
  );
}
