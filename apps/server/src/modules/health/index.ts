export { healthModule } from './routes.ts';
export { forgetHealthRecordsOf } from './forget-repository.ts';
