export { patientsModule } from './routes.ts';
export { forgetPatientsOf } from './forget-repository.ts';
export { openUploadStorage, type UploadStorage } from './uploads.ts';
