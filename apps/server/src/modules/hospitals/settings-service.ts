import { MODULE_DISABLED, type HospitalModule } from '@hospital/contract';
import type { HospitalSettingsInput, HospitalSettingsView } from '@hospital/contract/console';
import type { ServerDeps } from '../../deps.ts';
import { HttpError } from '../../http/http-error.ts';
import { recordAudit } from '../audit/index.ts';
import { lockHospitalSettings, updateHospitalSettings } from './repository.ts';
import { hospitalSettings, keptSettings, notConfigured } from './service.ts';
import { settingsChangeOf, toSettingsView } from './settings-rules.ts';

type DbDeps = Pick<ServerDeps, 'db'>;
type CacheDeps = Pick<ServerDeps, 'db' | 'caches'>;

/*
 * Rules read the one settings row when they need it; pages and the area switches read the
 * kept copy, which every instance forgets when a change is announced
 * (docs/decisions/017-settings.md, 023-read-caches.md).
 */

/**
 * Checked on every request of a switchable area, so it reads the kept settings. Before the
 * hospital is set up it has switched nothing off; the area's own rules decide.
 */
export async function isModuleEnabled(deps: CacheDeps, module: HospitalModule): Promise<boolean> {
  const settings = await keptSettings(deps);
  return !settings || settings.enabledModules.includes(module);
}

/** A switched-off area answers as if it were not there, with a message a patient can read. */
export async function ensureModuleEnabled(deps: CacheDeps, module: HospitalModule): Promise<void> {
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
  deps: Pick<ServerDeps, 'db' | 'clock' | 'caches'>,
  by: SettingsEditor,
  input: HospitalSettingsInput,
): Promise<HospitalSettingsView> {
  const change = settingsChangeOf(input);
  const view = await deps.db.transaction(async (tx) => {
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
  await deps.caches.changed('settings');
  return view;
}
