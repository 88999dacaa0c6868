export { surveysModule } from './routes.ts';
