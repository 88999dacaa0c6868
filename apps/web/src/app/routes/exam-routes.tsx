import type { RouteObject } from 'react-router';
import { lazyPage } from './lazy-page.ts';
import { paths } from '../../lib/paths.ts';

/** Exam appointments (issue 14): the notes, the exams, choosing a period, the booking. */
export const examRoutes: RouteObject[] = [
  lazyPage(
    paths.inspectionBulletin,
    async () => (await import('../../features/exams/routes/bulletin-page.tsx')).BulletinPage,
  ),
  lazyPage(
    paths.inspectionList,
    async () => (await import('../../features/exams/routes/exam-list-page.tsx')).ExamListPage,
  ),
  lazyPage(
    paths.inspectionPick,
    async () => (await import('../../features/exams/routes/exam-pick-page.tsx')).ExamPickPage,
  ),
  lazyPage(
    paths.inspectionDetail,
    async () => (await import('../../features/exams/routes/exam-detail-page.tsx')).ExamDetailPage,
  ),
];
