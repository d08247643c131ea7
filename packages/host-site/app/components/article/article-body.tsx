/**
 * The article's text (sanitised HTML from the API) and its photos: a click on a photo in the
 * text, or the "all photos" button, opens the image viewer over the article's image list.
 */
import { articleMessages, format } from '@renovo/core';
import { type MouseEvent, useState } from 'react';
import { ImageViewer } from '../image-viewer/image-viewer.tsx';
import type { ViewerImage } from '../image-viewer/viewer-image.ts';
import './article-body.css';

/** Props of {@link ArticleBody}. */
export interface ArticleBodyProps {
  html: string;
  images: readonly ViewerImage[];
  title: string;
  /** The article: its photos can be downloaded and copied from the viewer. */
  articleId: number;
}

/** Gives the text's photos intrinsic sizes (the drawn photos are 3:2), so the page does not shift. */
export function withImageSizes(html: string): string {
  return html.replace(/<img(?![^>]*\swidth=)/g, '<img width="1200" height="800"');
}

/** The text and the viewer. */
export function ArticleBody({ html, images, title, articleId }: ArticleBodyProps) {
  const [index, setIndex] = useState<number | null>(null);
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const target = event.target as HTMLElement;
    if (target.tagName !== 'IMG') return;
    const src = target.getAttribute('src');
    const found = images.findIndex((image) => image.url === src);
    if (found >= 0) setIndex(found);
  };
  return (
    <>
      {/* Pointer shortcut only: the button below opens the same viewer from the keyboard. */}
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: the button below is the keyboard path */}
      {/* biome-ignore lint/a11y/noStaticElementInteractions: delegated clicks on the text's photos */}
      <div
        className="article-body"
        // The API sanitises article HTML before storing it (packages/api seed, sanitize-article-html).
        // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised server-side
        dangerouslySetInnerHTML={{ __html: html }}
        onClick={onClick}
      />
      {images.length > 0 ? (
        <button
          type="button"
          className="button button--ghost article-body__photos"
          onClick={() => setIndex(0)}
        >
          {format(articleMessages.allPhotos, { n: images.length })}
        </button>
      ) : null}
      <ImageViewer
        images={images}
        index={index}
        onIndexChange={setIndex}
        onClose={() => setIndex(null)}
        label={title}
        source={{ type: 'article', id: articleId }}
      />
    </>
  );
}
