export { patientsModule } from './routes.ts';
export { forgetPatientsOf } from './forget-repository.ts';
export { readOwnedUpload } from './service.ts';
export { findPatient, findPatientByCode } from './repository.ts';
export {
  FILE_ID_PATTERN,
  newFileId,
  openUploadStorage,
  sniffImageType,
  type UploadStorage,
} from './uploads.ts';
export { cardBelongsTo, cardHolder, registerPatientCard } from './cards-service.ts';
export { findCard } from './cards-repository.ts';
export { patientsHisRoutes } from './his-routes.ts';
export { cardHeldBy } from './cards-repository.ts';
