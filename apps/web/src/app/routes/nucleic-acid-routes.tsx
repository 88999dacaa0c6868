import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import type * as orderPages from '../../features/nucleic-acid/routes/nat-order-pages.tsx';
import { lazyPage } from './lazy-page.ts';
import { paths } from '../../lib/paths.ts';
import { nucleicAcidCatalogues } from '../../features/nucleic-acid/i18n/catalogues.ts';

type OrderPages = typeof orderPages;
type OrderPage = OrderPages[keyof OrderPages];

/** An ordering page with registration's patient switcher composed in. */
const orderPage = (path: string, pick: (pages: OrderPages) => OrderPage) =>
  lazyPage(path, async (): Promise<ComponentType> => {
    const [pages, { PatientPicker }] = await Promise.all([
      import('../../features/nucleic-acid/routes/nat-order-pages.tsx'),
      import('../../features/registration/components/patient-picker.tsx'),
    ]);
    const Page = pick(pages);
    return () => <Page patientPicker={PatientPicker} />;
  }, [nucleicAcidCatalogues]);

/**
 * Nucleic-acid tests: ordering one (four ways in), the questionnaire before it, and paying
 * for it (issue 14).
 */
export const nucleicAcidRoutes: RouteObject[] = [
  orderPage(paths.nucleicAcid, (pages) => pages.NucleicAcidPage),
  orderPage(paths.selfNucleicAcid, (pages) => pages.SelfNucleicAcidPage),
  orderPage(paths.emergencyAcid, (pages) => pages.EmergencyAcidPage),
  orderPage(paths.scanNucleicAcidProject, (pages) => pages.ScanNucleicAcidProjectPage),
  lazyPage(
    paths.nucleicAcidQuestion,
    async () =>
      (await import('../../features/nucleic-acid/routes/nat-question-page.tsx')).NatQuestionPage,
    [nucleicAcidCatalogues],
  ),
  lazyPage(
    paths.nucleicAcidPay,
    async () => (await import('../../features/nucleic-acid/routes/nat-pay-page.tsx')).NatPayPage,
    [nucleicAcidCatalogues],
  ),
];
