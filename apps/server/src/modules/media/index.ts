export { mediaModule } from './routes.ts';
export { MEDIA_IMAGE_PREFIX, storeMediaImage } from './service.ts';
