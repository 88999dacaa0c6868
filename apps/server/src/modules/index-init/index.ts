export { indexInitModule } from './routes.ts';
