/** Writes the body of a generated article as HTML (escaped here, sanitised before it is stored). */
import type { ArticleImageRow } from '@renovo/api/schema-content';
import { intBetween, pick, type Random } from '@renovo/api/seeding';
import { sample } from './helpers.ts';
import { ARTICLE_WORDS, CLOSINGS, INTROS } from './words-article-body.ts';

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Escapes text for HTML. */
function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => ESCAPES[ch]!);
}

/** What an article body is written from. */
export interface ArticleBodyInput {
  labelId: number;
  title: string;
  images: ArticleImageRow[];
  related: { id: number; title: string } | null;
}

/** The body and its plain-text length (for the reading time) and first sentence (for the summary). */
export interface ArticleBody {
  html: string;
  textLength: number;
  lead: string;
}

function figure(image: ArticleImageRow): string {
  const data =
    image.work_id === null ? '' : ` data-work-id="${image.work_id}" data-work-index="${image.work_index}"`;
  return `<figure class="article-figure"><img src="${escapeHtml(image.src)}" alt="${escapeHtml(image.alt)}" loading="lazy"${data}><figcaption>${escapeHtml(image.alt)}</figcaption></figure>`;
}

/** Writes the body: intro, three or four sections with images, a tip, a related work, a closing. */
export function writeArticleBody(random: Random, input: ArticleBodyInput): ArticleBody {
  const words = ARTICLE_WORDS[input.labelId] ?? ARTICLE_WORDS[1]!;
  const lead = pick(random, INTROS);
  const parts: string[] = [
    `<p>${escapeHtml(lead)}本文整理「${escapeHtml(input.title)}」的重點，一次說明清楚。</p>`,
  ];
  let text = lead.length + input.title.length + 20;
  const headings = sample(random, words.headings, intBetween(random, 3, 4));
  const sentences = sample(random, words.sentences, words.sentences.length);
  const images = [...input.images];
  headings.forEach((heading, index) => {
    parts.push(`<h2>${escapeHtml(heading)}</h2>`);
    const paragraph = sentences.splice(0, 2).join('');
    if (paragraph) {
      parts.push(`<p>${escapeHtml(paragraph)}</p>`);
      text += paragraph.length;
    }
    if (index === 1) {
      const items = sample(random, words.items, intBetween(random, 3, 5));
      parts.push(`<ul>${items.map((item) => `<li><strong>${escapeHtml(item)}</strong></li>`).join('')}</ul>`);
      text += items.join('').length;
    }
    const perSection = Math.ceil(input.images.length / headings.length);
    for (const image of images.splice(0, perSection)) parts.push(figure(image));
  });
  const tip = pick(random, words.tips);
  parts.push(`<blockquote class="tip"><p><strong>設計師小提醒：</strong>${escapeHtml(tip)}</p></blockquote>`);
  if (input.related) {
    parts.push(
      `<p class="related">延伸閱讀：<a href="/works/${input.related.id}">${escapeHtml(input.related.title)}</a></p>`,
    );
  }
  const closing = pick(random, CLOSINGS);
  parts.push(`<p>${escapeHtml(closing)}</p>`);
  text += tip.length + closing.length;
  return { html: parts.join(''), textLength: text, lead };
}
