/** Outside services the home page links to (医保电子凭证, 健康码 and the like). */
export { thirdPartyModule } from './routes.ts';
