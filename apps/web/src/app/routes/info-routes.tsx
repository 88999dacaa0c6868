import type { RouteObject } from 'react-router';
import { lazyPage } from './lazy-page.ts';

/** Hospital information, guides, news and health education (issue 5). */
export const infoRoutes: RouteObject[] = [
  lazyPage(
    '/hospitalManagePages/hospital',
    async () =>
      (await import('../../features/hospital-info/routes/hospital-page.tsx')).HospitalPage,
  ),
  lazyPage(
    '/hospitalManagePages/hospitalIntroduce',
    async () =>
      (await import('../../features/hospital-info/routes/hospital-introduce-page.tsx'))
        .HospitalIntroducePage,
  ),
  lazyPage(
    '/hospitalManagePages/deptList',
    async () =>
      (await import('../../features/hospital-info/routes/dept-list-page.tsx')).DeptListPage,
  ),
  lazyPage(
    '/hospitalManagePages/sectionIntroduce',
    async () =>
      (await import('../../features/hospital-info/routes/section-introduce-page.tsx'))
        .SectionIntroducePage,
  ),
  lazyPage(
    '/hospitalManagePages/doctorIntroduceList',
    async () =>
      (await import('../../features/hospital-info/routes/doctor-introduce-list-page.tsx'))
        .DoctorIntroduceListPage,
  ),
  lazyPage(
    '/hospitalManagePages/doctorIntroduce',
    async () =>
      (await import('../../features/hospital-info/routes/doctor-introduce-page.tsx'))
        .DoctorIntroducePage,
  ),
  lazyPage(
    '/hospitalManagePages/distribuBuild',
    async () =>
      (await import('../../features/hospital-info/routes/distribu-build-page.tsx'))
        .DistribuBuildPage,
  ),
  lazyPage(
    '/hospitalGuidePages/hospitalGuide',
    async () =>
      (await import('../../features/hospital-info/routes/hospital-guide-page.tsx'))
        .HospitalGuidePage,
  ),
  lazyPage(
    '/hospitalGuidePages/operaGuide',
    async () =>
      (await import('../../features/hospital-info/routes/opera-guide-page.tsx')).OperaGuidePage,
  ),
  lazyPage(
    '/prefessorIntro/prefessorIntro',
    async () => (await import('../../features/hospital-info/routes/experts-page.tsx')).ExpertsPage,
  ),
  lazyPage(
    '/communicationPages/communication',
    async () =>
      (await import('../../features/hospital-info/routes/communication-page.tsx'))
        .CommunicationPage,
  ),
  lazyPage(
    '/wifi/wifiPage',
    async () => (await import('../../features/hospital-info/routes/wifi-page.tsx')).WifiPage,
  ),
  lazyPage(
    '/healthEducation/healthEducation',
    async () => (await import('../../features/news/routes/news-list-page.tsx')).NewsListPage,
  ),
  lazyPage(
    '/newsDetail',
    async () => (await import('../../features/news/routes/news-detail-page.tsx')).NewsDetailPage,
  ),
];
