import {
  hospitalSettingsEndpoint,
  updateHospitalSettingsEndpoint,
} from '@hospital/contract/console';
import type { FastifyInstance } from 'fastify';
import { depsOf } from '../../deps.ts';
import { route } from '../../http/route.ts';
import { changeHospitalSettings, settingsView } from './settings-service.ts';

/** The settings page of the console, administrators only. */
export function hospitalConsoleRoutes(app: FastifyInstance): void {
  const deps = depsOf(app);

  route(app, hospitalSettingsEndpoint, () => settingsView(deps));

  route(app, updateHospitalSettingsEndpoint, ({ body, staff, request }) =>
    changeHospitalSettings(deps, { staffId: staff.id, requestId: request.id }, body),
  );
}
