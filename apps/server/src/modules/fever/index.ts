export { feverModule } from './routes.ts';
export { forgetFeverRecordsOf } from './forget-repository.ts';
