import { eq, sql } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { sliderImages } from '../schema/content.ts';

const SLIDES = [
  { title: '智慧医院 指尖就医', link: '/registerPages/registerPage' },
  { title: '胸痛中心 守护心脏健康', link: '/hospitalManagePages/deptList' },
  { title: '报告查询 无需排队打印', link: '/reportQuery/reportQuery' },
  { title: '健康科普 每周更新', link: '/healthEducation/healthEducation' },
];

/** The home page's banner slides; their pictures are the media module's generated SVGs. */
export async function seedSlides(db: Database): Promise<void> {
  await db
    .insert(sliderImages)
    .values(SLIDES.map((slide, sort) => ({ ...slide, imageUrl: '', sort })));
  await db
    .update(sliderImages)
    .set({ imageUrl: sql`'/media/banners/' || ${sliderImages.id} || '.svg'` })
    .where(eq(sliderImages.imageUrl, ''));
}
