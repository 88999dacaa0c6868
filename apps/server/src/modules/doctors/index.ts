import {
  deleteDoctorBookmark,
  evaluateDel,
  evaluateDetail,
  evaluateDoctor,
  evaluateList,
  findDoctorBookmark,
  getAllDoctor,
  getAttention,
  getDoctor,
  getDoctorEvaluates,
  getDoctorRecommend,
  getDoctorsOfDepartment,
  getOutpatientScheduleDoctor,
  saveAttention,
  updateAppointment,
} from '@hospital/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { departments, doctors } from '../../db/schema/index.ts';
import { notFound } from '../../http/http-error.ts';
import { route } from '../../http/route.ts';
import { bookingHorizon } from '../hospitals/clock.ts';
import { findHospitalSettings } from '../hospitals/repo.ts';
import { countDoctors, findDoctorDetail, listDoctors } from './doctor-repo.ts';
import {
  deleteMyEvaluations,
  doctorEvaluationPage,
  evaluate,
  findMyEvaluation,
  listMyEvaluations,
} from './evaluations.ts';
import { doctorExists, follow, followState, listFollowed, unfollow } from './follows.ts';
import { recommendedDoctors, searchCondition } from './search.ts';
import { listDoctorSchedules } from './schedules.ts';

export async function doctorsModule(app: FastifyInstance): Promise<void> {
  const { db } = app;
  const horizon = async () =>
    bookingHorizon(app.clock.now(), (await findHospitalSettings(db)).bookingDays);
  const mustExist = async (doctorId: number) => {
    if (!(await doctorExists(db, doctorId))) throw notFound('医生不存在');
  };

  route(app, getDoctor, async ({ params, user }) => {
    const doctor = await findDoctorDetail(db, params.docId, user.id, await horizon());
    if (!doctor) throw notFound('医生不存在');
    return doctor;
  });

  route(app, getDoctorsOfDepartment, async ({ params }) => {
    const [department] = await db
      .select({ id: departments.id })
      .from(departments)
      .where(eq(departments.id, params.deptId));
    if (!department) throw notFound('科室不存在');
    return listDoctors(db, await horizon(), { where: eq(doctors.departmentId, department.id) });
  });

  route(app, getAllDoctor, async ({ query }) => {
    const where = searchCondition(query.keyword);
    const [items, total] = await Promise.all([
      listDoctors(db, await horizon(), {
        where,
        limit: query.pageSize,
        offset: (query.page - 1) * query.pageSize,
      }),
      countDoctors(db, where),
    ]);
    return { items, total, page: query.page, pageSize: query.pageSize };
  });

  route(app, getDoctorRecommend, async () => recommendedDoctors(db, await horizon()));

  route(app, getOutpatientScheduleDoctor, async ({ params }) => {
    const window = await horizon();
    const [doctor] = await listDoctors(db, window, { where: eq(doctors.code, params.doctorCode) });
    if (!doctor) throw notFound('医生不存在');
    return {
      doctor,
      schedules: await listDoctorSchedules(db, doctor.docId, window, app.clock.now()),
    };
  });

  route(app, updateAppointment, async ({ params }) => {
    await mustExist(params.docId);
    const schedules = await listDoctorSchedules(db, params.docId, await horizon(), app.clock.now());
    const open = schedules.filter((schedule) => schedule.status === 'open');
    return {
      docId: params.docId,
      remaining: open.reduce((sum, schedule) => sum + schedule.remaining, 0),
      nextAvailableDate: open[0]?.date ?? null,
    };
  });

  route(app, getAttention, async ({ query, user }) => {
    await mustExist(query.docId);
    return followState(db, user.id, query.docId);
  });

  route(app, saveAttention, async ({ params, user }) => {
    await mustExist(params.docId);
    await follow(db, user.id, params.docId);
    return followState(db, user.id, params.docId);
  });

  route(app, deleteDoctorBookmark, async ({ query, user }) => {
    await mustExist(query.docId);
    await unfollow(db, user.id, query.docId);
    return followState(db, user.id, query.docId);
  });

  route(app, findDoctorBookmark, async ({ user }) => listFollowed(db, user.id, await horizon()));

  route(app, evaluateDoctor, ({ body, user }) => evaluate(db, user.id, body));

  route(app, evaluateList, ({ user }) => listMyEvaluations(db, user.id));

  route(app, evaluateDetail, async ({ params, user }) => {
    const evaluation = await findMyEvaluation(db, user.id, params.id);
    if (!evaluation) throw notFound('评价不存在');
    return evaluation;
  });

  route(app, evaluateDel, async ({ params, user }) => ({
    deleted: await deleteMyEvaluations(db, user.id, params.docId),
  }));

  route(app, getDoctorEvaluates, async ({ params, query }) => {
    await mustExist(params.docId);
    return doctorEvaluationPage(db, params.docId, query.page, query.pageSize);
  });
}
