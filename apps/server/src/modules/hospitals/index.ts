import {
  getBizConfig,
  getChildDepartments,
  getClinicDoctors,
  getClinicVisit,
  getDepartment,
  getDepts,
  getDoctorListByDeptId,
  getDoctorSchedules,
  getHospital,
  getRegisterDepartments,
  getRegisterTip,
  getVisitGuide,
} from '@hospital/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { doctors } from '../../db/schema/index.ts';
import { notFound } from '../../http/http-error.ts';
import { route } from '../../http/route.ts';
import { listDoctors } from '../doctors/doctor-repo.ts';
import { clinicDoctorSchedules } from '../doctors/schedules.ts';
import { bookingHorizon } from './clock.ts';
import { clinicVisit } from './clinic-visit.ts';
import {
  byCode,
  byId,
  findDepartment,
  listChildDepartments,
  listRegisterDepartments,
} from './departments.ts';
import { findHospital, findHospitalSettings, listDepartmentTree, toBizConfig } from './repo.ts';
import { registerTip, visitGuide } from './texts.ts';

export async function hospitalsModule(app: FastifyInstance): Promise<void> {
  const settings = () => findHospitalSettings(app.db);
  const horizon = async () => bookingHorizon(app.clock.now(), (await settings()).bookingDays);

  route(app, getBizConfig, async () => toBizConfig(await settings(), app.clock.now()));

  route(app, getHospital, () => findHospital(app.db));

  route(app, getDepts, () => listDepartmentTree(app.db));

  route(app, getVisitGuide, async () => visitGuide(await settings()));

  route(app, getRegisterTip, async () => registerTip(await settings()));

  route(app, getRegisterDepartments, async () => listRegisterDepartments(app.db, await horizon()));

  route(app, getDepartment, async ({ params }) => {
    const department = await findDepartment(app.db, byId(params.id));
    if (!department) throw notFound('科室不存在');
    return department;
  });

  route(app, getChildDepartments, async ({ params }) => {
    const clinics = await listChildDepartments(app.db, params.deptCode);
    if (!clinics) throw notFound('科室不存在');
    return clinics;
  });

  route(app, getClinicDoctors, async ({ params }) => {
    const department = await findDepartment(app.db, byCode(params.deptCode));
    if (!department) throw notFound('科室不存在');
    return listDoctors(app.db, await horizon(), {
      where: eq(doctors.departmentId, department.id),
    });
  });

  route(app, getDoctorListByDeptId, async ({ params }) => {
    const department = await findDepartment(app.db, byId(params.id));
    if (!department) throw notFound('科室不存在');
    return listDoctors(app.db, await horizon(), { where: eq(doctors.departmentId, params.id) });
  });

  route(app, getClinicVisit, async ({ params, query }) => {
    const visit = await clinicVisit(
      app.db,
      params.deptCode,
      await horizon(),
      query.date,
      app.clock.now(),
    );
    if (!visit) throw notFound('科室不存在');
    return visit;
  });

  route(app, getDoctorSchedules, async ({ params }) => {
    const schedules = await clinicDoctorSchedules(
      app.db,
      params.deptCode,
      params.docId,
      await horizon(),
      app.clock.now(),
    );
    if (!schedules) throw notFound('医生不存在');
    return schedules;
  });
}
export { findHospitalSettings } from './repo.ts';
