import type { BodyRegion, GuidanceBodyPart, TriageFigure } from '@hospital/contract';
import { useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { CapsuleChoice } from '../../../../components/capsule-choice.tsx';
import { Page } from '../../../../components/page.tsx';
import { QueryView } from '../../../../components/query-view.tsx';
import { RequireLinkParams } from '../../../../components/require-link-params.tsx';
import { showToast } from '../../../../components/toast.ts';
import { links } from '../../../../lib/paths.ts';
import { useBodyParts } from '../../api/get-body-parts.ts';
import { BodyFigure } from '../components/body-figure.tsx';
import { PartList } from '../components/part-list.tsx';
import { PartSheet } from '../components/part-sheet.tsx';
import { useGuidanceTranslation } from '../i18n/index.ts';
import {
  BodyPartsLinkSchema,
  CHILD_AGE_BANDS,
  guidanceQuery,
  type BodyPartsLink,
} from '../lib/guidance-links.ts';
import { partsByRegion, type FigureSide } from '../lib/regions.ts';
import styles from './guidance-pages.module.css';

const FIGURES: readonly TriageFigure[] = ['male', 'female', 'child'];
const SIDES: readonly FigureSide[] = ['front', 'back'];

/**
 * /intelGuidance/intelGuidance/chooseBodyParts: where does it hurt? A figure (man, woman or
 * child; front or back) whose regions are tapped, and the same parts as a list of buttons.
 * The figure, side and child's age live in the address, so coming back shows them again.
 */
export function ChooseBodyPartsPage() {
  const { t } = useGuidanceTranslation();
  return (
    <Page title={t('title.bodyParts')}>
      <RequireLinkParams schema={BodyPartsLinkSchema}>
        {(link) => <ChooseBodyParts {...link} />}
      </RequireLinkParams>
    </Page>
  );
}

function ChooseBodyParts({ figure, side, ageMonths }: BodyPartsLink) {
  const { t } = useGuidanceTranslation();
  const navigate = useNavigate();
  const [, setSearch] = useSearchParams();
  const parts = useBodyParts(figure);
  const [sheet, setSheet] = useState<GuidanceBodyPart[] | null>(null);
  const ageRef = useRef<HTMLDivElement>(null);

  const update = (next: Partial<BodyPartsLink>) => {
    const merged = { figure, side, ageMonths, ...next };
    if (merged.figure !== 'child') merged.ageMonths = undefined;
    setSearch(guidanceQuery(merged), { replace: true });
  };

  const choose = (part: GuidanceBodyPart) => {
    setSheet(null);
    if (figure === 'child' && ageMonths === undefined) {
      showToast(t('age.ask'));
      ageRef.current?.querySelector('input')?.focus();
      return;
    }
    void navigate(links.chooseSymptom(guidanceQuery({ part: part.id, figure, ageMonths })));
  };

  const chooseRegion = (regionParts: GuidanceBodyPart[]) => {
    if (regionParts.length === 1) choose(regionParts[0]!);
    else setSheet(regionParts);
  };

  return (
    <>
      <section className={styles.controls}>
        <CapsuleChoice
          label={t('figure.label')}
          options={FIGURES.map((value) => ({ value, label: t(`figure.${value}`) }))}
          value={figure}
          onChange={(value) => update({ figure: value })}
        />
        {figure === 'child' && (
          <div ref={ageRef} className={styles.age}>
            <span className={styles.ageLabel} aria-hidden>
              {t('age.label')}
            </span>
            <CapsuleChoice
              label={t('age.label')}
              options={CHILD_AGE_BANDS.map(({ key, ageMonths: months }) => ({
                value: String(months),
                label: t(`age.${key}`),
              }))}
              value={ageMonths === undefined ? '' : String(ageMonths)}
              onChange={(value) => update({ ageMonths: Number(value) })}
            />
          </div>
        )}
      </section>
      <QueryView
        query={parts}
        rows={8}
        isEmpty={(data) => data.parts.length === 0}
        emptyTips={t('list.empty')}
      >
        {({ parts: offered }) => {
          const byRegion: ReadonlyMap<BodyRegion, GuidanceBodyPart[]> = partsByRegion(offered);
          return (
            <>
              <section className={styles.figureCard}>
                <div className={styles.figureBar}>
                  <p className={styles.figureHint}>{t('figure.hint')}</p>
                  <CapsuleChoice
                    label={t('figure.side')}
                    options={SIDES.map((value) => ({ value, label: t(`figure.${value}`) }))}
                    value={side}
                    onChange={(value) => update({ side: value })}
                  />
                </div>
                <BodyFigure
                  figure={figure}
                  side={side}
                  regions={byRegion}
                  onRegion={(region) => chooseRegion(byRegion.get(region) ?? [])}
                />
              </section>
              <PartList parts={offered} onChoose={choose} />
            </>
          );
        }}
      </QueryView>
      <PartSheet parts={sheet} onChoose={choose} onClose={() => setSheet(null)} />
    </>
  );
}
