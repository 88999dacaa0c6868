export { wxApiModule } from './routes.ts';
