import type { FastifyInstance } from 'fastify';
import { alipayTradeGateway } from './alipay-trade-gateway.ts';
import { cashier } from './cashier.ts';
import { insuranceApi } from './insurance-api.ts';
import { insurancePages } from './insurance-pages.ts';
import { wxpayApi } from './wxpay-api.ts';

/**
 * The payment twins under /sandbox/*: WeChat Pay v3, the Alipay trade gateway, the cashier
 * page payers confirm on, and the medical-insurance platform with its e-certificate page. Mounted only when SANDBOX is on.
 */
export async function sandboxTwinRoutes(app: FastifyInstance): Promise<void> {
  const sandbox = app.providers.sandbox;
  if (!sandbox) return;
  await app.register(wxpayApi);
  alipayTradeGateway(app, sandbox);
  cashier(app);
  await app.register(insuranceApi);
  insurancePages(app);
}
