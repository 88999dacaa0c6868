export { userModule } from './routes.ts';
export { findUserByPhone } from './repository.ts';
