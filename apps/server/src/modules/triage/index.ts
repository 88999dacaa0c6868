export { triageModule } from './routes.ts';
