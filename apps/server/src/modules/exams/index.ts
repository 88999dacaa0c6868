export { examsModule } from './routes.ts';
export { examsHisRoutes } from './his-routes.ts';
