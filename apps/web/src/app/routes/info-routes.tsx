import type { RouteObject } from 'react-router';
import { lazyPage } from './lazy-page.ts';
import { paths } from '../../lib/paths.ts';
import { hospitalInfoCatalogues } from '../../features/hospital-info/i18n/catalogues.ts';
import { newsCatalogues } from '../../features/news/i18n/catalogues.ts';

/** Hospital information, guides, news and health education (issue 5). */
export const infoRoutes: RouteObject[] = [
  lazyPage(
    paths.hospital,
    async () =>
      (await import('../../features/hospital-info/routes/hospital-page.tsx')).HospitalPage,
    [hospitalInfoCatalogues],
  ),
  lazyPage(
    paths.hospitalIntroduce,
    async () =>
      (await import('../../features/hospital-info/routes/hospital-introduce-page.tsx'))
        .HospitalIntroducePage,
    [hospitalInfoCatalogues],
  ),
  lazyPage(
    paths.deptList,
    async () =>
      (await import('../../features/hospital-info/routes/dept-list-page.tsx')).DeptListPage,
    [hospitalInfoCatalogues],
  ),
  lazyPage(
    paths.sectionIntroduce,
    async () =>
      (await import('../../features/hospital-info/routes/section-introduce-page.tsx'))
        .SectionIntroducePage,
    [hospitalInfoCatalogues],
  ),
  lazyPage(
    paths.doctorIntroduceList,
    async () =>
      (await import('../../features/hospital-info/routes/doctor-introduce-list-page.tsx'))
        .DoctorIntroduceListPage,
    [hospitalInfoCatalogues],
  ),
  lazyPage(
    paths.doctorIntroduce,
    async () =>
      (await import('../../features/hospital-info/routes/doctor-introduce-page.tsx'))
        .DoctorIntroducePage,
    [hospitalInfoCatalogues],
  ),
  lazyPage(
    paths.buildings,
    async () =>
      (await import('../../features/hospital-info/routes/distribu-build-page.tsx'))
        .DistribuBuildPage,
    [hospitalInfoCatalogues],
  ),
  lazyPage(
    paths.hospitalGuide,
    async () =>
      (await import('../../features/hospital-info/routes/hospital-guide-page.tsx'))
        .HospitalGuidePage,
    [hospitalInfoCatalogues],
  ),
  lazyPage(
    paths.operaGuide,
    async () =>
      (await import('../../features/hospital-info/routes/opera-guide-page.tsx')).OperaGuidePage,
    [hospitalInfoCatalogues],
  ),
  lazyPage(
    paths.experts,
    async () => (await import('../../features/hospital-info/routes/experts-page.tsx')).ExpertsPage,
    [hospitalInfoCatalogues],
  ),
  lazyPage(
    paths.communication,
    async () =>
      (await import('../../features/hospital-info/routes/communication-page.tsx'))
        .CommunicationPage,
    [hospitalInfoCatalogues],
  ),
  lazyPage(
    paths.wifi,
    async () => (await import('../../features/hospital-info/routes/wifi-page.tsx')).WifiPage,
    [hospitalInfoCatalogues],
  ),
  lazyPage(
    paths.healthEducation,
    async () => (await import('../../features/news/routes/news-list-page.tsx')).NewsListPage,
    [newsCatalogues],
  ),
  lazyPage(
    paths.newsDetail,
    async () => (await import('../../features/news/routes/news-detail-page.tsx')).NewsDetailPage,
    [newsCatalogues],
  ),
];
