import {
  appointmentInsurance,
  appointmentInsuranceRefundEndpoint,
  appointmentInsuranceReturnEndpoint,
  outpatientInsurance,
  outpatientInsuranceAuditRefundEndpoint,
  freshAcctUsedFlagEndpoint,
  hcareApplyEndpoint,
  hcarePayCallbackEndpoint,
  querySettlementOrderEndpoint,
  requestAuthCodeUrlEndpoint,
  type insuranceEndpoints,
  type PaymentSubjectType,
} from '@hospital/contract';
import type { FastifyInstance } from 'fastify';
import { depsOf } from '../../deps.ts';
import { route } from '../../http/route.ts';
import { findOrderByOutTradeNo, findPaymentRecord } from '../payments/index.ts';
import {
  authUrlFor,
  latestOfSubject,
  settlementDetail,
  settlementOfOrderNum,
  showSettlement,
} from './read-service.ts';
import { changeAcctUsed, ownSettlement, payInsured, preSettleSubject } from './service.ts';
import { readSubject } from './subjects.ts';

/**
 * The insurance calls of one kind of payable subject under its own base path: the
 * appointment's and the outpatient payment's, through one service.
 */
function subjectInsuranceRoutes(
  app: FastifyInstance,
  endpoints: ReturnType<typeof insuranceEndpoints>,
  subjectType: PaymentSubjectType,
): void {
  const deps = depsOf(app);
  const subject = (userId: number, id: number) => readSubject(deps, subjectType, userId, id);
  const present = async (userId: number, settled: Promise<{ id: number }>) => {
    const { settlement, order } = await ownSettlement(deps, userId, (await settled).id);
    return showSettlement(deps, userId, settlement, order);
  };

  route(app, endpoints.prePay, async ({ params, query, user }) =>
    present(
      user.id,
      preSettleSubject(deps, await subject(user.id, params.id), user.id, {
        channel: 'wechat_medicare',
        authCode: query.authCode,
        acctUsed: query.acctUsedFlag === '1',
        reload: query.freshPageFlag === '1',
      }),
    ),
  );
  route(app, endpoints.checkHcare, async ({ params, query, user }) =>
    present(
      user.id,
      preSettleSubject(deps, await subject(user.id, params.id), user.id, {
        channel: 'hcare',
        authCode: query.authCode,
        acctUsed: query.acctUsedFlag === '1',
        reload: false,
      }),
    ),
  );
  route(app, endpoints.pay, async ({ params, body, user }) =>
    payInsured(
      deps,
      await subject(user.id, params.id),
      user.id,
      body.settlementId,
      'wechat_medicare',
    ),
  );
  route(app, endpoints.hcarePay, async ({ params, query, user }) =>
    payInsured(deps, await subject(user.id, params.id), user.id, query.settlementId, 'hcare'),
  );
  route(app, endpoints.orderQuery, async ({ params, user }) =>
    latestOfSubject(deps, user.id, await subject(user.id, params.id)),
  );
  route(app, endpoints.hcare, async ({ params, query, user }) => {
    const read = await subject(user.id, params.id);
    return authUrlFor(deps, user.id, read.patientId, 'hcare', query.redirectUrl);
  });
}

export function insuranceRoutes(app: FastifyInstance): void {
  const deps = depsOf(app);
  subjectInsuranceRoutes(app, appointmentInsurance, 'registration');

  route(app, appointmentInsuranceReturnEndpoint, async ({ params, user }) =>
    latestOfSubject(deps, user.id, await readSubject(deps, 'registration', user.id, params.id)),
  );
  const refundsOf =
    (subjectType: PaymentSubjectType) =>
    async ({ params, user }: { params: { id: number }; user: { id: number } }) => {
      const subject = await readSubject(deps, subjectType, user.id, params.id);
      const record = await findPaymentRecord(deps.db, user.id, subject.order.id);
      return (record?.refunds ?? []).map(({ outRefundNo, amountFen, status, createdAt }) => ({
        outRefundNo,
        amountFen,
        status,
        createdAt,
      }));
    };
  route(app, appointmentInsuranceRefundEndpoint, refundsOf('registration'));
  subjectInsuranceRoutes(app, outpatientInsurance, 'outpatient');
  route(app, outpatientInsuranceAuditRefundEndpoint, refundsOf('outpatient'));

  route(app, requestAuthCodeUrlEndpoint, ({ query, user }) =>
    authUrlFor(deps, user.id, query.patientId, 'wechat_medicare', query.redirectUrl),
  );
  route(app, hcareApplyEndpoint, ({ body, user }) =>
    authUrlFor(deps, user.id, body.patientId, 'hcare', body.redirectUrl),
  );
  route(app, querySettlementOrderEndpoint, ({ query, user }) =>
    settlementDetail(deps, user.id, query.settlementId),
  );
  route(app, freshAcctUsedFlagEndpoint, async ({ query, user }) => {
    const settlement = await changeAcctUsed(
      deps,
      user.id,
      query.settlementId,
      query.acctUsedFlag === '1',
    );
    const owned = await ownSettlement(deps, user.id, settlement.id);
    return showSettlement(deps, user.id, owned.settlement, owned.order);
  });
  route(app, hcarePayCallbackEndpoint, async ({ params, user }) =>
    settlementOfOrderNum(deps, user.id, await findOrderByOutTradeNo(deps.db, params.orderNum)),
  );
}
