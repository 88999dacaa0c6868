import type { DoctorSummary, FollowState } from '@hospital/contract';
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { doctorFollows, doctors } from '../../db/schema/index.ts';
import type { Horizon } from '../schedules/index.ts';
import { listDoctors } from './repository.ts';

export async function followState(
  db: Database,
  userId: number,
  doctorId: number,
): Promise<FollowState> {
  const [row] = await db
    .select({
      followers: count(),
      mine: sql<number>`count(*) filter (where ${doctorFollows.userId} = ${userId})::int`,
    })
    .from(doctorFollows)
    .where(eq(doctorFollows.doctorId, doctorId));
  return { docId: doctorId, followed: (row?.mine ?? 0) > 0, followers: row?.followers ?? 0 };
}

export async function follow(db: Database, userId: number, doctorId: number): Promise<void> {
  await db.insert(doctorFollows).values({ userId, doctorId }).onConflictDoNothing();
}

export async function unfollow(db: Database, userId: number, doctorId: number): Promise<void> {
  await db
    .delete(doctorFollows)
    .where(and(eq(doctorFollows.userId, userId), eq(doctorFollows.doctorId, doctorId)));
}

/** The doctors an account follows, the latest followed first. */
export async function listFollowed(
  db: Database,
  userId: number,
  horizon: Horizon,
): Promise<DoctorSummary[]> {
  const followed = await db
    .select({ doctorId: doctorFollows.doctorId })
    .from(doctorFollows)
    .where(eq(doctorFollows.userId, userId))
    .orderBy(desc(doctorFollows.createdAt), desc(doctorFollows.id));
  if (followed.length === 0) return [];
  const ids = followed.map((row) => row.doctorId);
  const summaries = await listDoctors(db, horizon, { where: inArray(doctors.id, ids) });
  const byId = new Map(summaries.map((doctor) => [doctor.docId, doctor]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
