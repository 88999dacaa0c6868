export { surveysModule } from './routes.ts';
export { upsertHisSurvey } from './his-service.ts';
export { surveysHisRoutes } from './his-routes.ts';
