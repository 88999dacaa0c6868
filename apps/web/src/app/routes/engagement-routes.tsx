import type { RouteObject } from 'react-router';
import { lazyPage } from './lazy-page.ts';
import { paths } from '../../lib/paths.ts';
import { feedbackCatalogues } from '../../features/feedback/i18n/catalogues.ts';
import { surveysCatalogues } from '../../features/surveys/i18n/catalogues.ts';

/** Feedback and satisfaction surveys (issue 5). */
export const engagementRoutes: RouteObject[] = [
  lazyPage(
    paths.feedbackList,
    async () =>
      (await import('../../features/feedback/routes/feedback-list-page.tsx')).FeedbackListPage,
    [feedbackCatalogues],
  ),
  lazyPage(
    paths.feedbackQuestions,
    async () =>
      (await import('../../features/feedback/routes/feedback-question-list-page.tsx'))
        .FeedbackQuestionListPage,
    [feedbackCatalogues],
  ),
  lazyPage(
    paths.feedbackOnline,
    async () =>
      (await import('../../features/feedback/routes/feedback-online-page.tsx')).FeedbackOnlinePage,
    [feedbackCatalogues],
  ),
  lazyPage(
    paths.surveyList,
    async () => (await import('../../features/surveys/routes/survey-list-page.tsx')).SurveyListPage,
    [surveysCatalogues],
  ),
];
