import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { doctors, mediaCovers, news, newsCategories, sliderImages } from '../../db/schema/index.ts';

export async function findDoctorForAvatar(db: Database, code: string) {
  const [doctor] = await db
    .select({ name: doctors.name, gender: doctors.gender })
    .from(doctors)
    .where(eq(doctors.code, code));
  return doctor ?? null;
}

export async function findSlideTitle(db: Database, id: number): Promise<string | null> {
  const [slide] = await db
    .select({ title: sliderImages.title })
    .from(sliderImages)
    .where(eq(sliderImages.id, id));
  return slide?.title ?? null;
}

export async function findNewsForCover(db: Database, id: number) {
  const [article] = await db
    .select({ title: news.title, categoryName: newsCategories.name })
    .from(news)
    .innerJoin(newsCategories, eq(newsCategories.id, news.categoryId))
    .where(eq(news.id, id));
  return article ?? null;
}

export async function insertCover(
  db: Database,
  cover: { id: string; mimeType: string; bytes: Uint8Array; createdAt: Date },
) {
  await db.insert(mediaCovers).values(cover);
}

export async function findCover(db: Database, id: string) {
  const [cover] = await db
    .select({ mimeType: mediaCovers.mimeType, bytes: mediaCovers.bytes })
    .from(mediaCovers)
    .where(eq(mediaCovers.id, id));
  return cover ?? null;
}
