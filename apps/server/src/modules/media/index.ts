export { mediaModule } from './routes.ts';
