import { Button } from 'antd-mobile';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { HomeHeader } from '../components/home-header.tsx';
import { HomeNotice } from '../components/home-notice.tsx';
import { SeniorServices } from '../components/senior-services.tsx';
import { ServiceGrid } from '../components/service-grid.tsx';
import { COMMON_SERVICE_IDS, enabledServices, type Service } from '../components/services.ts';
import { useSeniorHomeTranslation } from '../i18n/index.ts';
import { HomeData } from './home-data.tsx';
import styles from './senior-home-page.module.css';

/**
 * The home in senior mode: the six services patients use most as large tiles in plain words,
 * the notices standing still, no slides; the other services one tap away.
 */
export function SeniorHomePage({ patientCard }: { patientCard?: ReactNode }) {
  const { t } = useTranslation();
  const { t: plain } = useSeniorHomeTranslation();
  const [showAll, setShowAll] = useState(false);
  return (
    <HomeData>
      {(home) => {
        const services = enabledServices(home.modules);
        const common = services.filter((s) =>
          (COMMON_SERVICE_IDS as readonly string[]).includes(s.id),
        );
        const others = (group: Service['group']) =>
          services.filter((s) => s.group === group && !common.includes(s));
        return (
          <>
            <HomeHeader hospitalName={home.hospitalName} servicePhone={home.servicePhone} />
            <div className={styles.notice}>
              <HomeNotice items={home.marquee} />
            </div>
            {patientCard}
            <SeniorServices services={common} />
            <div className={styles.more}>
              <Button
                block
                size="large"
                shape="rounded"
                fill="outline"
                aria-expanded={showAll}
                onClick={() => setShowAll((shown) => !shown)}
                data-testid="senior-more-services"
              >
                {plain(showAll ? 'fewer' : 'more')}
              </Button>
            </div>
            {showAll && (
              <>
                <ServiceGrid title={t('home.services')} services={others('care')} />
                <ServiceGrid title={t('home.hospitalInfo')} services={others('hospital')} />
              </>
            )}
          </>
        );
      }}
    </HomeData>
  );
}
