export { feverModule } from './routes.ts';
