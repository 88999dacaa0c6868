import {
  cancelExamReservationEndpoint,
  changeExamReservationEndpoint,
  examDetailEndpoint,
  findExamPeriodsEndpoint,
  reserveExamEndpoint,
  reserveExamGroupEndpoint,
  reserveExamNowEndpoint,
} from '@hospital/contract';
import type { FastifyInstance } from 'fastify';
import { depsOf } from '../../deps.ts';
import { route } from '../../http/route.ts';
import {
  cancelReservation,
  changeReservation,
  examList,
  examPeriods,
  reserve,
  reserveGroup,
  reserveNow,
} from './service.ts';

/** Exam appointments: the exams the HIS ordered on the patients' cards and their periods. */
export async function examsModule(app: FastifyInstance): Promise<void> {
  const deps = depsOf(app);
  route(app, examDetailEndpoint, ({ query, user }) => examList(deps, user.id, query.orderId));
  route(app, findExamPeriodsEndpoint, ({ body, user }) => examPeriods(deps, user.id, body.orderId));
  route(app, reserveExamEndpoint, ({ body, user }) => reserve(deps, user.id, body));
  route(app, changeExamReservationEndpoint, ({ body, user }) =>
    changeReservation(deps, user.id, body),
  );
  route(app, cancelExamReservationEndpoint, ({ body, user }) =>
    cancelReservation(deps, user.id, body.orderId),
  );
  route(app, reserveExamNowEndpoint, ({ body, user }) => reserveNow(deps, user.id, body.orderId));
  route(app, reserveExamGroupEndpoint, ({ body, user }) =>
    reserveGroup(deps, user.id, body.orderIds),
  );
}
