import {
  consoleDepartmentsEndpoint,
  hospitalSettingsEndpoint,
  updateConsoleDepartmentEndpoint,
  updateHospitalSettingsEndpoint,
} from '@hospital/contract/console';
import type { FastifyInstance } from 'fastify';
import { depsOf } from '../../deps.ts';
import { notFound } from '../../http/http-error.ts';
import { route } from '../../http/route.ts';
import { listConsoleDepartments } from './department-console-repository.ts';
import { editDepartment } from './department-console-service.ts';
import { changeHospitalSettings, settingsView } from './settings-service.ts';

/** The settings page (administrators) and the departments page (scheduling) of the console. */
export function hospitalConsoleRoutes(app: FastifyInstance): void {
  const deps = depsOf(app);

  route(app, hospitalSettingsEndpoint, () => settingsView(deps));

  route(app, updateHospitalSettingsEndpoint, ({ body, staff, request }) =>
    changeHospitalSettings(deps, { staffId: staff.id, requestId: request.id }, body),
  );

  route(app, consoleDepartmentsEndpoint, ({ query }) => listConsoleDepartments(deps.db, query.q));

  route(app, updateConsoleDepartmentEndpoint, async ({ params, body, staff, request }) => {
    const by = { actor: `staff:${staff.id}`, requestId: request.id };
    const department = await editDepartment(deps, by, params.id, body);
    if (!department) throw notFound('科室不存在');
    return department;
  });
}
