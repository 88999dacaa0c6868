import {
  admissionAddressListEndpoint,
  admissionDepositEndpoint,
  admissionPrepayEndpoint,
  alipayAdmissionDepositEndpoint,
  appPayAdmissionDepositEndpoint,
  payAdmissionDepositEndpoint,
  preInpatientInfoEndpoint,
  prepayInListEndpoint,
  recentAdmissionByCardEndpoint,
  saveAdmissionEndpoint,
  selfAdmissionListEndpoint,
  type ServerSource,
} from '@hospital/contract';
import type { FastifyInstance } from 'fastify';
import { depsOf } from '../../deps.ts';
import { route } from '../../http/route.ts';
import {
  admissionDepositPayParams,
  createAdmissionDeposit,
  prepayInList,
  showAdmissionDeposit,
} from './deposit-service.ts';
import {
  admissionAddresses,
  admissionNoticeInfo,
  listAdmissionNotices,
  recentAdmissionDetails,
  saveAdmissionDetails,
} from './service.ts';

export function selfAdmissionRoutes(app: FastifyInstance): void {
  const deps = depsOf(app);

  route(app, selfAdmissionListEndpoint, ({ user }) => listAdmissionNotices(deps, user.id));
  route(app, preInpatientInfoEndpoint, ({ query, user }) =>
    admissionNoticeInfo(deps, user.id, query.id),
  );
  route(app, prepayInListEndpoint, ({ query, user }) => prepayInList(deps, user.id, query.id));
  route(app, recentAdmissionByCardEndpoint, ({ query, user }) =>
    recentAdmissionDetails(deps, user.id, query.cardNo),
  );
  route(app, admissionAddressListEndpoint, ({ user }) => admissionAddresses(deps, user.id));
  route(app, saveAdmissionEndpoint, ({ body, user }) => saveAdmissionDetails(deps, user.id, body));
  route(app, admissionPrepayEndpoint, ({ body, user }) =>
    createAdmissionDeposit(deps, user.id, body),
  );
  route(app, admissionDepositEndpoint, ({ params, user }) =>
    showAdmissionDeposit(deps, user.id, params.id),
  );

  const pay =
    (host: ServerSource) =>
    ({ params, user }: { params: { id: number }; user: { id: number } }) =>
      admissionDepositPayParams(deps, user.id, params.id, host);
  route(app, payAdmissionDepositEndpoint, pay('WXGZH'));
  route(app, alipayAdmissionDepositEndpoint, pay('ZFBSHH'));
  route(app, appPayAdmissionDepositEndpoint, pay('WXAPP'));
}
