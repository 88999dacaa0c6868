export { buildingsModule } from './routes.ts';
