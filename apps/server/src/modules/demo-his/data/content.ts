import type {
  HisNewsArticle,
  HisNewsCategory,
  HisNotice,
  HisSurvey,
} from '@hospital/contract/his';
import { addDays, hospitalDate, hospitalTime } from '../../schedules/index.ts';
import { ARTICLES, NEWS_CATEGORIES, NOTICES, type ArticleSeed } from './news.ts';
import { SURVEYS } from './surveys.ts';

type Keyed<T> = T & { hisId: string };

/** Publication time: `daysAgo` days before today at a fixed office hour, so runs agree. */
function publishedAt(today: Date, daysAgo: number, hour: number): string {
  return hospitalTime(addDays(hospitalDate(today), -daysAgo), hour * 60 + 30).toISOString();
}

const escapeText = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Turns the data's light markup into HTML, list items grouped into one list. */
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

export interface DemoContent {
  newsCategories: Keyed<HisNewsCategory>[];
  articles: Keyed<HisNewsArticle>[];
  notices: Keyed<HisNotice>[];
  surveys: Keyed<HisSurvey>[];
}

const categoryHisId = (sort: number) => `news-category-${sort + 1}`;

/**
 * News, notices and surveys dated back from `today`. Articles are sent in order, so the
 * n-th gets row n on a new database and its cover is the picture the media module draws
 * for article n.
 */
export function demoContent(today: Date): DemoContent {
  const categoryOf = new Map(NEWS_CATEGORIES.map((name, sort) => [name, categoryHisId(sort)]));
  return {
    newsCategories: NEWS_CATEGORIES.map((name, sort) => ({
      hisId: categoryHisId(sort),
      name,
      sort,
    })),
    articles: ARTICLES.map((article, index) => ({
      hisId: `news-${index + 1}`,
      categoryHisId: categoryOf.get(article.category)!,
      title: article.title,
      summary: article.summary,
      coverUrl: `/media/news/${index + 1}.svg`,
      bodyHtml: articleHtml(article),
      publishedAt: publishedAt(today, article.daysAgo, 9 + (index % 8)),
    })),
    notices: NOTICES.map((notice, index) => ({
      hisId: `notice-${index + 1}`,
      title: notice.title,
      body: notice.body,
      publishedAt: publishedAt(today, notice.daysAgo, 8 + index),
    })),
    surveys: SURVEYS.map((survey, sort) => ({
      hisId: `survey-${sort + 1}`,
      title: survey.title,
      description: survey.description,
      sort,
      questions: survey.questions.map((question) => ({
        ...question,
        options: [...question.options],
      })),
    })),
  };
}
