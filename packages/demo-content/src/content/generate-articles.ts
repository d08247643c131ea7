/**
 * Articles: 200 guides and house tours over every label, with images taken from works (so a
 * reader can open the work a photo comes from). The HTML is sanitised before it is stored.
 */

import type { ArticleImageRow, articles } from '@renovo/api/schema-content';
import { ARTICLE_LABELS, intBetween, pick, type Random, sanitizeArticleHtml } from '@renovo/api/seeding';
import { REGIONS, SPACES, STYLES } from '@renovo/core/data';
import { writeArticleBody } from './article-html.ts';
import type { CompanySeed } from './generate-companies.ts';
import { styleWord, type WorkImageSeed, type WorkSeed } from './generate-works.ts';
import { daysBefore, fill, popularity, sample, shuffled, TitleRegistry } from './helpers.ts';
import { TITLE_TEMPLATES } from './words-article-titles.ts';
import { WORK_THEMES } from './words-works.ts';

/** An article row as generated. */
export type ArticleSeed = typeof articles.$inferInsert & { id: number; images: ArticleImageRow[] };

const SPACE_NAME = new Map(
  SPACES.flatMap((o) => (typeof o.value === 'number' ? [[o.value, o.label] as const] : [])),
);
const MAIN_STYLES = STYLES.flatMap((o) => (typeof o.value === 'number' && o.value !== 23 ? [o.value] : []));
const HOUSING_WORDS = ['新成屋', '中古屋', '老屋', '預售屋', '透天厝', '電梯大樓'];
/** Style of the style sub-labels. */
const SUB_LABEL_STYLE: Record<number, number> = { 301: 12, 302: 22, 303: 1, 304: 13 };

/** Generates `count` articles over the labels, linked to the given works. */
export function generateArticles(
  random: Random,
  count: number,
  works: WorkSeed[],
  images: WorkImageSeed[],
  companies: CompanySeed[],
): ArticleSeed[] {
  const titles = new TitleRegistry();
  const subLabels = ARTICLE_LABELS.flatMap((label) => label.subLabels.map((sub) => ({ label, sub })));
  const photosByWork = new Map<number, WorkImageSeed[]>();
  for (const image of images) {
    if (image.kind !== 'photo') continue;
    const list = photosByWork.get(image.workId) ?? [];
    list.push(image);
    photosByWork.set(image.workId, list);
  }
  const order = shuffled(
    random,
    Array.from({ length: count }, (_, i) => subLabels[i % subLabels.length]!),
  );
  return order.map(({ label, sub }, index) => {
    const id = index + 1;
    const styleId = SUB_LABEL_STYLE[sub.id] ?? (random() < 0.6 ? pick(random, MAIN_STYLES) : null);
    const sameStyle = styleId === null ? works : works.filter((w) => w.styleId === styleId);
    const linked = sample(random, sameStyle.length >= 3 ? sameStyle : works, intBetween(random, 1, 3));
    const spaceId = pick(random, linked[0]!.spaceIds);
    let title = '';
    for (let attempt = 0; attempt < 80 && !title; attempt++) {
      const candidate = fill(pick(random, TITLE_TEMPLATES[sub.id] ?? ['{space}裝修重點']), {
        area: intBetween(random, 8, 60),
        budget: intBetween(random, 10, 80) * 5,
        save: intBetween(random, 3, 30),
        n: intBetween(random, 3, 10),
        year: intBetween(random, 25, 45),
        space: SPACE_NAME.get(attempt < 20 ? spaceId : pick(random, [...SPACE_NAME.keys()])) ?? '',
        style: styleWord(styleId ?? pick(random, MAIN_STYLES)),
        housing: pick(random, HOUSING_WORDS),
        region: pick(random, REGIONS).name,
        theme: pick(random, WORK_THEMES),
      });
      if (titles.claim(candidate)) title = candidate;
    }
    if (!title) throw new Error(`no unique title for article ${id} (${sub.name})`);
    const articleImages: ArticleImageRow[] = linked.flatMap((work) =>
      sample(random, photosByWork.get(work.id) ?? [], intBetween(random, 1, 3)).map((photo) => ({
        work_id: work.id,
        work_index: photo.position,
        src: photo.url,
        tags: [photo.label, styleWord(work.styleId)],
        alt: `${styleWord(work.styleId)}${photo.label}｜${work.title}`,
      })),
    );
    const related = linked[0]!;
    const body = writeArticleBody(random, {
      labelId: label.id,
      title,
      images: articleImages,
      related: { id: related.id, title: related.title },
    });
    const byCompany = random() < 0.3 ? companies.find((c) => c.id === related.companyId) : undefined;
    const aiLabels = [
      sub.name,
      ...(styleId === null ? [] : [styleWord(styleId)]),
      SPACE_NAME.get(spaceId) ?? '',
      ...sample(
        random,
        ['收納', '採光', '預算', '動線', '小坪數', '質感', '好清潔', '親子'],
        intBetween(random, 1, 2),
      ),
    ].filter((v, i, all) => v && all.indexOf(v) === i);
    return {
      id,
      title,
      summary: `${body.lead}${title}，設計師與屋主的實戰經驗一次整理。`,
      contentHtml: sanitizeArticleHtml(body.html),
      coverUrl: articleImages[0]?.src ?? related.coverUrl,
      labelId: label.id,
      subLabelId: sub.id,
      aiLabels,
      styleId,
      regionId: label.id === 7 || label.id === 3 ? related.regionId : null,
      companyId: byCompany?.id ?? null,
      workIds: linked.map((w) => w.id),
      images: articleImages,
      author: byCompany ? byCompany.name : 'Renovo 編輯部',
      readingMinutes: Math.max(2, Math.ceil(body.textLength / 300)),
      viewCount: popularity(random, 400, 4),
      status: 'published' as const,
      publishedAt: daysBefore(random, 900, 1),
    };
  });
}
