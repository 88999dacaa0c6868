import type { Building } from '@hospital/contract';
import { useState } from 'react';
import { Page } from '../../../components/page.tsx';
import { QueryView } from '../../../components/query-view.tsx';
import { useBuildings } from '../api/get-buildings.ts';
import { BuildingMap } from '../components/building-map.tsx';
import { FloorList } from '../components/floor-list.tsx';
import styles from '../components/info.module.css';
import { useHospitalInfoTranslation } from '../i18n/index.ts';

/** /hospitalManagePages/distribuBuild: the site plan; tap a building to see its floors. */
export function DistribuBuildPage() {
  const { t } = useHospitalInfoTranslation();
  const buildings = useBuildings();
  return (
    <Page title={t('title.buildings')}>
      <QueryView
        query={buildings}
        isEmpty={(list) => list.length === 0}
        emptyTips={t('building.empty')}
      >
        {(list) => <Site buildings={list} />}
      </QueryView>
    </Page>
  );
}

function Site({ buildings }: { buildings: Building[] }) {
  const { t } = useHospitalInfoTranslation();
  const [selectedId, setSelectedId] = useState(buildings[0]!.id);
  const selected = buildings.find((b) => b.id === selectedId) ?? buildings[0]!;
  return (
    <>
      <section className={styles.card}>
        <BuildingMap buildings={buildings} selectedId={selected.id} onSelect={setSelectedId} />
        <p className={styles.muted}>{t('building.tapHint')}</p>
      </section>
      <FloorList building={selected} />
    </>
  );
}
