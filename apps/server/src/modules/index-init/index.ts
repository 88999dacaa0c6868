export { indexInitModule } from './routes.ts';
export { loadIndexInit } from './service.ts';
