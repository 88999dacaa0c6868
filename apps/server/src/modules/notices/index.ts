export { noticesModule } from './routes.ts';
export { addWelcomeMessages, forgetMessagesOf } from './repository.ts';
export { noticesHisRoutes } from './his-routes.ts';
