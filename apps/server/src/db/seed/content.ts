import { eq, sql } from 'drizzle-orm';
import { addDays, hospitalDate, hospitalTime } from '../../modules/schedules/index.ts';
import { sanitizeNewsHtml } from '../../modules/news/index.ts';
import type { Database } from '../client.ts';
import { news, newsCategories, notices, sliderImages } from '../schema/content.ts';
import { ARTICLES, NEWS_CATEGORIES, NOTICES, type ArticleSeed } from './news-data.ts';

const SLIDES = [
  { title: '智慧医院 指尖就医', link: '/registerPages/registerPage' },
  { title: '胸痛中心 守护心脏健康', link: '/hospitalManagePages/deptList' },
  { title: '报告查询 无需排队打印', link: '/reportQuery/reportQuery' },
  { title: '健康科普 每周更新', link: '/healthEducation/healthEducation' },
];

/** Publication time: `daysAgo` days before today at a fixed office hour, so runs agree. */
function publishedAt(today: Date, daysAgo: number, hour: number): Date {
  return hospitalTime(addDays(hospitalDate(today), -daysAgo), hour * 60 + 30);
}

const escapeText = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Turns the seed's light markup into HTML, list items grouped into one list. */
function articleHtml(article: ArticleSeed): string {
  const html: string[] = [];
  let inList = false;
  for (const line of article.body) {
    const isItem = line.startsWith('- ');
    if (inList && !isItem) html.push('</ul>');
    if (!inList && isItem) html.push('<ul>');
    inList = isItem;
    if (isItem) html.push(`<li>${escapeText(line.slice(2))}</li>`);
    else if (line.startsWith('## ')) html.push(`<h3>${escapeText(line.slice(3))}</h3>`);
    else html.push(`<p>${escapeText(line)}</p>`);
  }
  if (inList) html.push('</ul>');
  return html.join('');
}

/** Banner slides, news and notices. Images point at the generated SVGs of the media module. */
export async function seedContent(db: Database, today: Date): Promise<void> {
  await db
    .insert(sliderImages)
    .values(SLIDES.map((slide, sort) => ({ ...slide, imageUrl: '', sort })));
  await db
    .update(sliderImages)
    .set({ imageUrl: sql`'/media/banners/' || ${sliderImages.id} || '.svg'` })
    .where(eq(sliderImages.imageUrl, ''));

  const categories = await db
    .insert(newsCategories)
    .values(NEWS_CATEGORIES.map((name, sort) => ({ name, sort })))
    .returning({ id: newsCategories.id, name: newsCategories.name });
  const categoryId = new Map(categories.map(({ id, name }) => [name, id]));
  await db.insert(news).values(
    ARTICLES.map((article, index) => ({
      categoryId: categoryId.get(article.category)!,
      title: article.title,
      summary: article.summary,
      coverUrl: '',
      bodyHtml: sanitizeNewsHtml(articleHtml(article)),
      publishedAt: publishedAt(today, article.daysAgo, 9 + (index % 8)),
      reads: 120 + ((index * 977) % 3000),
    })),
  );
  await db
    .update(news)
    .set({ coverUrl: sql`'/media/news/' || ${news.id} || '.svg'` })
    .where(eq(news.coverUrl, ''));

  await db.insert(notices).values(
    NOTICES.map((notice, index) => ({
      title: notice.title,
      body: notice.body,
      publishedAt: publishedAt(today, notice.daysAgo, 8 + index),
    })),
  );
}
