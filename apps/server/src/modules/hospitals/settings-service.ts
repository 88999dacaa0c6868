import { MODULE_DISABLED, type HospitalModule } from '@hospital/contract';
import type { HospitalSettingsInput, HospitalSettingsView } from '@hospital/contract/console';
import type { ServerDeps } from '../../deps.ts';
import { HttpError } from '../../http/http-error.ts';
import { recordAudit } from '../audit/index.ts';
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

/** The staff member saving and their request, for the audit log. */
export interface SettingsEditor {
  staffId: number;
  requestId: string;
}

/**
 * Replaces the settings under a row lock, so two administrators saving at once apply one
 * after the other and each audit entry's `before` is what that change really replaced. The
 * entry commits with the change or not at all.
 */
export async function changeHospitalSettings(
  deps: Pick<ServerDeps, 'db' | 'clock'>,
  by: SettingsEditor,
  input: HospitalSettingsInput,
): Promise<HospitalSettingsView> {
  const change = settingsChangeOf(input);
  return deps.db.transaction(async (tx) => {
    const current = await lockHospitalSettings(tx);
    if (!current) throw notConfigured();
    const updated = await updateHospitalSettings(tx, current.id, change);
    const [before, after] = [toSettingsView(current), toSettingsView(updated)];
    await recordAudit(tx, {
      actor: `staff:${by.staffId}`,
      action: 'settings.update',
      entityType: 'hospital_settings',
      entityId: current.id,
      before,
      after,
      requestId: by.requestId,
      at: deps.clock.now(),
    });
    return after;
  });
}
