export { hisModule } from './routes.ts';
export {
  createHisClient,
  DEMO_HIS_CLIENT_ID,
  ensureDemoHisClient,
  grantHisToken,
  hisClientOfToken,
} from './token-service.ts';
export { deleteExpiredHisTokens } from './clients-repository.ts';
