export { noticesModule } from './routes.ts';
export { addMessage, addWelcomeMessages, forgetMessagesOf } from './repository.ts';
export { noticesHisRoutes } from './his-routes.ts';
