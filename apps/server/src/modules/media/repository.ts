import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { doctors, mediaImages, news, newsCategories, sliderImages } from '../../db/schema/index.ts';

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

export async function insertMediaImage(db: Database, image: typeof mediaImages.$inferInsert) {
  await db.insert(mediaImages).values(image);
}

export async function findMediaImage(db: Database, fileId: string) {
  const [image] = await db
    .select({ mimeType: mediaImages.mimeType })
    .from(mediaImages)
    .where(eq(mediaImages.fileId, fileId));
  return image ?? null;
}
