export { buildingsModule } from './routes.ts';
export { findPlaceNamed } from './repository.ts';
