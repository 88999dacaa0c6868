export { noticesModule } from './routes.ts';
export { addWelcomeMessages } from './repository.ts';
