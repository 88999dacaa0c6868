export { patientsModule } from './routes.ts';
export { forgetPatientsOf } from './forget-repository.ts';
export { readOwnedUpload } from './service.ts';
export { openUploadStorage, type UploadStorage } from './uploads.ts';
