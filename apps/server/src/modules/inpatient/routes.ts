import {
  findUserInpatEndpoint,
  inpatAlipayEndpoint,
  inpatCheckProgressEndpoint,
  inpatCostDetailEndpoint,
  inpatDailyEndpoint,
  inpatDayBillEndpoint,
  inpatDepositRecordEndpoint,
  inpatDetailEndpoint,
  inpatListEndpoint,
  inpatPayEndpoint,
  inpatPlatformPayEndpoint,
  inpatResultEndpoint,
  saveUserInpatEndpoint,
  type DepositTopUp,
  type ServerSource,
} from '@hospital/contract';
import type { FastifyInstance } from 'fastify';
import { depsOf } from '../../deps.ts';
import { route } from '../../http/route.ts';
import { topUpDeposit, topUpResult } from './deposit-service.ts';
import {
  bindStayByNo,
  dischargeProgress,
  stayCostDetail,
  stayDayBill,
  stayDays,
  stayDeposits,
  stayDetail,
  stayList,
  staysOfPatient,
} from './service.ts';

export function inpatientRoutes(app: FastifyInstance): void {
  const deps = depsOf(app);

  route(app, inpatListEndpoint, ({ user }) => stayList(deps, user.id));
  route(app, inpatDetailEndpoint, ({ params, user }) => stayDetail(deps, user.id, params.id));
  route(app, findUserInpatEndpoint, ({ params, user }) =>
    staysOfPatient(deps, user.id, params.patientId),
  );
  route(app, inpatDailyEndpoint, ({ query, user }) => stayDays(deps, user.id, query.id));
  route(app, inpatDayBillEndpoint, ({ params, query, user }) =>
    stayDayBill(deps, user.id, params.id, query.day),
  );
  route(app, inpatCostDetailEndpoint, ({ query, user }) => stayCostDetail(deps, user.id, query.id));
  route(app, inpatDepositRecordEndpoint, ({ query, user }) =>
    stayDeposits(deps, user.id, query.id),
  );
  route(app, inpatCheckProgressEndpoint, ({ query, user }) =>
    dischargeProgress(deps, user.id, query.id),
  );
  route(app, saveUserInpatEndpoint, ({ body, user }) => bindStayByNo(deps, user.id, body));

  const pay =
    (host: ServerSource) =>
    ({ body, user }: { body: DepositTopUp; user: { id: number } }) =>
      topUpDeposit(deps, user.id, body, host);
  route(app, inpatPayEndpoint, pay('WXGZH'));
  route(app, inpatAlipayEndpoint, pay('ZFBSHH'));
  route(app, inpatPlatformPayEndpoint, pay('WXAPP'));
  route(app, inpatResultEndpoint, ({ query, user }) => topUpResult(deps, user.id, query.depositId));
}
