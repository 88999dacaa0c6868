import type { TextSection } from '@hospital/contract';
import { Page } from '../../../components/page.tsx';
import { TextSections } from '../components/text-sections.tsx';
import { useHospitalInfoTranslation } from '../i18n/index.ts';

/** /hospitalGuidePages/operaGuide: how to use this app, step by step. */
export function OperaGuidePage() {
  const { t } = useHospitalInfoTranslation();
  const sections = t('operaGuide.sections', { returnObjects: true }) as TextSection[];
  return (
    <Page title={t('title.operaGuide')}>
      <TextSections sections={sections} />
    </Page>
  );
}
