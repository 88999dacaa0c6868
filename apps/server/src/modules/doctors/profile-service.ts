import type { ConsoleDoctor, DoctorProfile } from '@hospital/contract/console';
import type { ServerDeps } from '../../deps.ts';
import { recordAudit, type AuditRecord } from '../audit/index.ts';
import { storeMediaImage } from '../media/index.ts';
import { findConsoleDoctor, lockDoctor, updateDoctorProfile } from './profile-repository.ts';

/** `staff:<id>` or `his:<client>`, and the request, for the audit log. */
export type ProfileEditor = Required<Pick<AuditRecord, 'actor' | 'requestId'>>;

type Deps = Pick<ServerDeps, 'db' | 'clock'>;

const profileOf = ({ name, title, gender, speciality, intro, avatarUrl }: ConsoleDoctor) => ({
  name,
  title,
  gender,
  speciality,
  intro,
  avatarUrl,
});

async function changeDoctor(
  deps: Deps,
  by: ProfileEditor,
  id: number,
  change: Required<DoctorProfile> | { avatarUrl: string },
  action: string,
): Promise<ConsoleDoctor | null> {
  return deps.db.transaction(async (tx) => {
    const before = await lockDoctor(tx, id);
    if (!before) return null;
    await updateDoctorProfile(tx, id, change);
    const after = await findConsoleDoctor(tx, id);
    if (!after) return null;
    await recordAudit(tx, {
      ...by,
      action,
      entityType: 'doctor',
      entityId: id,
      before: profileOf(before),
      after: profileOf(after),
      at: deps.clock.now(),
    });
    return after;
  });
}

/** What patients read about the doctor; the HIS's next send of the doctor replaces it. */
export const editDoctorProfile = (
  deps: Deps,
  by: ProfileEditor,
  id: number,
  profile: Required<DoctorProfile>,
) => changeDoctor(deps, by, id, profile, 'doctor.update');

export type AvatarChange = { doctor: ConsoleDoctor } | 'not-an-image' | 'no-doctor';

/**
 * A new photo for the doctor. The image is kept before the doctor is looked up under lock,
 * so the lock never waits on the disk; a photo of a doctor that vanished meanwhile stays
 * unused, which costs a file and nothing else.
 */
export async function changeDoctorAvatar(
  deps: Deps & Pick<ServerDeps, 'uploads'>,
  by: ProfileEditor,
  id: number,
  bytes: Buffer,
): Promise<AvatarChange> {
  if (!(await findConsoleDoctor(deps.db, id))) return 'no-doctor';
  const avatarUrl = await storeMediaImage(deps, bytes);
  if (!avatarUrl) return 'not-an-image';
  const doctor = await changeDoctor(deps, by, id, { avatarUrl }, 'doctor.avatar');
  return doctor ? { doctor } : 'no-doctor';
}
