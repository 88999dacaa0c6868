export { healthModule } from './routes.ts';
