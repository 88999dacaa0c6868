import {
  closeAccountEndpoint,
  dischargeSummaryEndpoint,
  elecBillUrlEndpoint,
  feeListPdfEndpoint,
  medicalFeeListPdfEndpoint,
  outBalanceEndpoint,
  selfDischargesEndpoint,
  settlementEndpoint,
  trialOutFeeEndpoint,
} from '@hospital/contract';
import type { FastifyInstance } from 'fastify';
import { depsOf } from '../../deps.ts';
import { route } from '../../http/route.ts';
import { registerDischargeFiles } from './file-routes.ts';
import { closeAccount } from './settle-service.ts';
import {
  billUrl,
  dischargeOffer,
  dischargeSummary,
  documentUrl,
  mySettlements,
  outBalancePayParams,
  showSettlement,
} from './service.ts';

export function selfDischargeRoutes(app: FastifyInstance): void {
  const deps = depsOf(app);

  route(app, trialOutFeeEndpoint, ({ body, user }) => dischargeOffer(deps, user.id, body.id));
  route(app, closeAccountEndpoint, async ({ body, user }) =>
    showSettlement(deps, user.id, await closeAccount(deps, user.id, body.id)),
  );
  route(app, outBalanceEndpoint, ({ body, user }) =>
    outBalancePayParams(deps, user.id, body.id, body.source),
  );
  route(app, selfDischargesEndpoint, ({ user }) => mySettlements(deps, user.id));
  route(app, settlementEndpoint, ({ params, user }) => showSettlement(deps, user.id, params.id));
  route(app, elecBillUrlEndpoint, ({ query, user }) => billUrl(deps, user.id, query.id));
  route(app, feeListPdfEndpoint, ({ query, user }) =>
    documentUrl(deps, user.id, query.id, 'fee-list'),
  );
  route(app, medicalFeeListPdfEndpoint, ({ query, user }) =>
    documentUrl(deps, user.id, query.id, 'medical-fee-list'),
  );
  route(app, dischargeSummaryEndpoint, ({ query, user }) =>
    dischargeSummary(deps, user.id, query.id),
  );
  registerDischargeFiles(app);
}
