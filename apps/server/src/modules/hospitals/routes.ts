import {
  bizConfigEndpoint,
  childDepartmentsEndpoint,
  departmentEndpoint,
  deptsEndpoint,
  hospitalEndpoint,
  registerDepartmentsEndpoint,
  registerTipEndpoint,
  visitGuideEndpoint,
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
  registerDepartments,
  shownSettings,
} from './service.ts';
import { registerTip, visitGuide } from './texts.ts';

export function hospitalRoutes(app: FastifyInstance): void {
  const deps = depsOf(app);

  route(app, bizConfigEndpoint, () => bizConfig(deps));

  route(app, hospitalEndpoint, () => hospital(deps));

  route(app, deptsEndpoint, () => departmentTree(deps));

  route(app, visitGuideEndpoint, async () => visitGuide(await shownSettings(deps)));

  route(app, registerTipEndpoint, async () => registerTip(await shownSettings(deps)));

  route(app, registerDepartmentsEndpoint, () => registerDepartments(deps));

  route(app, departmentEndpoint, async ({ params }) => {
    const department = await departmentById(deps, params.id);
    if (!department) throw notFound('科室不存在');
    return department;
  });

  route(app, childDepartmentsEndpoint, async ({ params }) => {
    const clinics = await childDepartments(deps, params.deptCode);
    if (!clinics) throw notFound('科室不存在');
    return clinics;
  });
}
