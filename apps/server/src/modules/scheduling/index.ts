export { schedulingModule } from './routes.ts';
