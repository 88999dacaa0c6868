import type { RouteObject } from 'react-router';
import { lazyPage } from './lazy-page.ts';
import { paths } from '../../lib/paths.ts';
import { examsCatalogues } from '../../features/exams/i18n/catalogues.ts';

/** Exam appointments (issue 14): the notes, the exams, choosing a period, the booking. */
export const examRoutes: RouteObject[] = [
  lazyPage(
    paths.inspectionBulletin,
    async () => (await import('../../features/exams/routes/bulletin-page.tsx')).BulletinPage,
    [examsCatalogues],
  ),
  lazyPage(
    paths.inspectionList,
    async () => (await import('../../features/exams/routes/exam-list-page.tsx')).ExamListPage,
    [examsCatalogues],
  ),
  lazyPage(
    paths.inspectionPick,
    async () => (await import('../../features/exams/routes/exam-pick-page.tsx')).ExamPickPage,
    [examsCatalogues],
  ),
  lazyPage(
    paths.inspectionDetail,
    async () => (await import('../../features/exams/routes/exam-detail-page.tsx')).ExamDetailPage,
    [examsCatalogues],
  ),
];
