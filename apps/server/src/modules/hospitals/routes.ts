import {
  getBizConfig,
  getChildDepartments,
  getDepartment,
  getDepts,
  getHospital,
  getRegisterDepartments,
  getRegisterTip,
  getVisitGuide,
} from '@hospital/contract';
import type { FastifyInstance } from 'fastify';
import { depsOf } from '../../deps.ts';
import { notFound } from '../../http/http-error.ts';
import { route } from '../../http/route.ts';
import {
  bizConfig,
  childDepartments,
  departmentById,
  departmentTree,
  hospital,
  hospitalSettings,
  registerDepartments,
} from './service.ts';
import { registerTip, visitGuide } from './texts.ts';

export function hospitalRoutes(app: FastifyInstance): void {
  const deps = depsOf(app);

  route(app, getBizConfig, () => bizConfig(deps));

  route(app, getHospital, () => hospital(deps));

  route(app, getDepts, () => departmentTree(deps));

  route(app, getVisitGuide, async () => visitGuide(await hospitalSettings(deps)));

  route(app, getRegisterTip, async () => registerTip(await hospitalSettings(deps)));

  route(app, getRegisterDepartments, () => registerDepartments(deps));

  route(app, getDepartment, async ({ params }) => {
    const department = await departmentById(deps, params.id);
    if (!department) throw notFound('科室不存在');
    return department;
  });

  route(app, getChildDepartments, async ({ params }) => {
    const clinics = await childDepartments(deps, params.deptCode);
    if (!clinics) throw notFound('科室不存在');
    return clinics;
  });
}
