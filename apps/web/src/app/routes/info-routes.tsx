import type { RouteObject } from 'react-router';
import { lazyPage } from './lazy-page.ts';
import { paths } from '../../lib/paths.ts';

/** Hospital information, guides, news and health education (issue 5). */
export const infoRoutes: RouteObject[] = [
  lazyPage(
    paths.hospital,
    async () =>
      (await import('../../features/hospital-info/routes/hospital-page.tsx')).HospitalPage,
  ),
  lazyPage(
    paths.hospitalIntroduce,
    async () =>
      (await import('../../features/hospital-info/routes/hospital-introduce-page.tsx'))
        .HospitalIntroducePage,
  ),
  lazyPage(
    paths.deptList,
    async () =>
      (await import('../../features/hospital-info/routes/dept-list-page.tsx')).DeptListPage,
  ),
  lazyPage(
    paths.sectionIntroduce,
    async () =>
      (await import('../../features/hospital-info/routes/section-introduce-page.tsx'))
        .SectionIntroducePage,
  ),
  lazyPage(
    paths.doctorIntroduceList,
    async () =>
      (await import('../../features/hospital-info/routes/doctor-introduce-list-page.tsx'))
        .DoctorIntroduceListPage,
  ),
  lazyPage(
    paths.doctorIntroduce,
    async () =>
      (await import('../../features/hospital-info/routes/doctor-introduce-page.tsx'))
        .DoctorIntroducePage,
  ),
  lazyPage(
    paths.buildings,
    async () =>
      (await import('../../features/hospital-info/routes/distribu-build-page.tsx'))
        .DistribuBuildPage,
  ),
  lazyPage(
    paths.hospitalGuide,
    async () =>
      (await import('../../features/hospital-info/routes/hospital-guide-page.tsx'))
        .HospitalGuidePage,
  ),
  lazyPage(
    paths.operaGuide,
    async () =>
      (await import('../../features/hospital-info/routes/opera-guide-page.tsx')).OperaGuidePage,
  ),
  lazyPage(
    paths.experts,
    async () => (await import('../../features/hospital-info/routes/experts-page.tsx')).ExpertsPage,
  ),
  lazyPage(
    paths.communication,
    async () =>
      (await import('../../features/hospital-info/routes/communication-page.tsx'))
        .CommunicationPage,
  ),
  lazyPage(
    paths.wifi,
    async () => (await import('../../features/hospital-info/routes/wifi-page.tsx')).WifiPage,
  ),
  lazyPage(
    paths.healthEducation,
    async () => (await import('../../features/news/routes/news-list-page.tsx')).NewsListPage,
  ),
  lazyPage(
    paths.newsDetail,
    async () => (await import('../../features/news/routes/news-detail-page.tsx')).NewsDetailPage,
  ),
];
