export { reportsModule } from './routes.ts';
export { storeHisReportPdf, upsertHisReport } from './his-service.ts';
export { reportsHisRoutes } from './his-routes.ts';
