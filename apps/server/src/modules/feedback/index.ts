export { feedbackModule } from './routes.ts';
