import { MODULE_DISABLED, type HospitalModule } from '@hospital/contract';
import type { HospitalSettingsInput, HospitalSettingsView } from '@hospital/contract/console';
import type { ServerDeps } from '../../deps.ts';
import { HttpError } from '../../http/http-error.ts';
import {
  findHospitalSettings,
  lockHospitalSettings,
  updateHospitalSettings,
} from './repository.ts';
import { hospitalSettings, notConfigured } from './service.ts';
import { settingsChangeOf, toSettingsView } from './settings-rules.ts';

type DbDeps = Pick<ServerDeps, 'db'>;

/*
 * Nothing here is cached in the process: every rule reads the one settings row when it
 * needs it, so a change saved through any server instance is what every instance answers
 * with on its next request (docs/decisions/017-settings.md).
 */

/** Before the hospital is set up it has switched nothing off; the area's own rules decide. */
export async function isModuleEnabled(deps: DbDeps, module: HospitalModule): Promise<boolean> {
  const settings = await findHospitalSettings(deps.db);
  return !settings || settings.enabledModules.includes(module);
}

/** A switched-off area answers as if it were not there, with a message a patient can read. */
export async function ensureModuleEnabled(deps: DbDeps, module: HospitalModule): Promise<void> {
  if (!(await isModuleEnabled(deps, module)))
    throw new HttpError(404, MODULE_DISABLED.message, MODULE_DISABLED.code);
}

export async function settingsView(deps: DbDeps): Promise<HospitalSettingsView> {
  return toSettingsView(await hospitalSettings(deps));
}

/**
 * Replaces the settings under a row lock, so two administrators saving at once apply one
 * after the other and each audit entry's `before` is what that change really replaced.
 */
export async function changeHospitalSettings(
  deps: DbDeps,
  input: HospitalSettingsInput,
): Promise<{ before: HospitalSettingsView; after: HospitalSettingsView }> {
  const change = settingsChangeOf(input);
  return deps.db.transaction(async (tx) => {
    const current = await lockHospitalSettings(tx);
    if (!current) throw notConfigured();
    const updated = await updateHospitalSettings(tx, current.id, change);
    return { before: toSettingsView(current), after: toSettingsView(updated) };
  });
}
