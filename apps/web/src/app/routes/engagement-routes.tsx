import type { RouteObject } from 'react-router';
import { lazyPage } from './lazy-page.ts';

/** Feedback and satisfaction surveys (issue 5). */
export const engagementRoutes: RouteObject[] = [
  lazyPage(
    '/feedbackPages/feedbackList',
    async () =>
      (await import('../../features/feedback/routes/feedback-list-page.tsx')).FeedbackListPage,
  ),
  lazyPage(
    '/feedbackPages/feedbackQuestionList',
    async () =>
      (await import('../../features/feedback/routes/feedback-question-list-page.tsx'))
        .FeedbackQuestionListPage,
  ),
  lazyPage(
    '/feedbackPages/feedbackOnline',
    async () =>
      (await import('../../features/feedback/routes/feedback-online-page.tsx')).FeedbackOnlinePage,
  ),
  lazyPage(
    '/questionSurvey/surveyList',
    async () => (await import('../../features/surveys/routes/survey-list-page.tsx')).SurveyListPage,
  ),
];
