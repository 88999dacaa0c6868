import {
  deleteDoctorBookmarkEndpoint,
  evaluateDelEndpoint,
  evaluateDetailEndpoint,
  evaluateDoctorEndpoint,
  evaluateListEndpoint,
  findDoctorBookmarkEndpoint,
  allDoctorEndpoint,
  attentionEndpoint,
  clinicDoctorsEndpoint,
  clinicVisitEndpoint,
  doctorEndpoint,
  doctorEvaluatesEndpoint,
  doctorListByDeptIdEndpoint,
  doctorRecommendEndpoint,
  doctorSchedulesEndpoint,
  doctorsOfDepartmentEndpoint,
  outpatientScheduleDoctorEndpoint,
  saveAttentionEndpoint,
  updateAppointmentEndpoint,
} from '@hospital/contract';
import type { FastifyInstance } from 'fastify';
import { depsOf } from '../../deps.ts';
import { notFound } from '../../http/http-error.ts';
import { route } from '../../http/route.ts';
import { clinicVisit } from './clinic-service.ts';
import {
  deleteMyDoctorEvaluations,
  doctorEvaluations,
  evaluate,
  myEvaluation,
  myEvaluations,
} from './evaluation-service.ts';
import {
  clinicDoctorSchedules,
  doctorDetail,
  doctorPage,
  doctorsOfClinic,
  doctorsOfDepartment,
  doctorWithSchedules,
  followDoctor,
  followedDoctors,
  followingState,
  isDoctor,
  openSlots,
  recommended,
  unfollowDoctor,
} from './service.ts';

const found = <T>(value: T | null, message: string): T => {
  if (value === null) throw notFound(message);
  return value;
};

export function doctorRoutes(app: FastifyInstance): void {
  const deps = depsOf(app);
  const mustExist = async (doctorId: number) => {
    if (!(await isDoctor(deps, doctorId))) throw notFound('医生不存在');
  };

  route(app, doctorEndpoint, async ({ params, user }) =>
    found(await doctorDetail(deps, params.docId, user.id), '医生不存在'),
  );

  route(app, doctorsOfDepartmentEndpoint, async ({ params }) =>
    found(await doctorsOfDepartment(deps, params.deptId), '科室不存在'),
  );

  route(app, doctorListByDeptIdEndpoint, async ({ params }) =>
    found(await doctorsOfDepartment(deps, params.id), '科室不存在'),
  );

  route(app, clinicDoctorsEndpoint, async ({ params }) =>
    found(await doctorsOfClinic(deps, params.deptCode), '科室不存在'),
  );

  route(app, clinicVisitEndpoint, async ({ params, query }) =>
    found(await clinicVisit(deps, params.deptCode, query.date), '科室不存在'),
  );

  route(app, doctorSchedulesEndpoint, async ({ params }) =>
    found(await clinicDoctorSchedules(deps, params.deptCode, params.docId), '医生不存在'),
  );

  route(app, allDoctorEndpoint, ({ query }) =>
    doctorPage(deps, query.keyword, query.page, query.pageSize),
  );

  route(app, doctorRecommendEndpoint, () => recommended(deps));

  route(app, outpatientScheduleDoctorEndpoint, async ({ params }) =>
    found(await doctorWithSchedules(deps, params.doctorCode), '医生不存在'),
  );

  route(app, updateAppointmentEndpoint, async ({ params }) => {
    await mustExist(params.docId);
    return openSlots(deps, params.docId);
  });

  route(app, attentionEndpoint, async ({ query, user }) => {
    await mustExist(query.docId);
    return followingState(deps, user.id, query.docId);
  });

  route(app, saveAttentionEndpoint, async ({ params, user }) => {
    await mustExist(params.docId);
    return followDoctor(deps, user.id, params.docId);
  });

  route(app, deleteDoctorBookmarkEndpoint, async ({ query, user }) => {
    await mustExist(query.docId);
    return unfollowDoctor(deps, user.id, query.docId);
  });

  route(app, findDoctorBookmarkEndpoint, ({ user }) => followedDoctors(deps, user.id));

  route(app, evaluateDoctorEndpoint, ({ body, user }) => evaluate(deps, user.id, body));

  route(app, evaluateListEndpoint, ({ user }) => myEvaluations(deps, user.id));

  route(app, evaluateDetailEndpoint, async ({ params, user }) =>
    found(await myEvaluation(deps, user.id, params.id), '评价不存在'),
  );

  route(app, evaluateDelEndpoint, async ({ params, user }) => ({
    deleted: await deleteMyDoctorEvaluations(deps, user.id, params.docId),
  }));

  route(app, doctorEvaluatesEndpoint, async ({ params, query }) => {
    await mustExist(params.docId);
    return doctorEvaluations(deps, params.docId, query.page, query.pageSize);
  });
}
