export { userModule } from './routes.ts';
export {
  fillMissingProfile,
  findUserByPhone,
  insertHostUser,
  type HostProfile,
} from './repository.ts';
