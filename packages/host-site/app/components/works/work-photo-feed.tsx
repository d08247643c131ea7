/**
 * Every photo of a work, large, one under another (`/works/{id}/photo`): by space, then the
 * construction stages of a represent work, then the floor plans (which stay out of the viewer).
 */

import { format, siteMessages, worksMessages } from '@renovo/core';
import { type MouseEvent, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { ImageViewer } from '../image-viewer/image-viewer.tsx';
import { type GalleryTab, galleryOf, type PhotoGroup } from './gallery-groups.ts';
import type { WorkDetailData, WorkDetailImage } from './work-types.ts';
import './work-photo.css';

/** Props of {@link WorkPhotoFeed}. */
export interface WorkPhotoFeedProps {
  work: WorkDetailData;
}

/** The photo feed page. */
export function WorkPhotoFeed({ work }: WorkPhotoFeedProps) {
  const gallery = useMemo(() => galleryOf(work), [work]);
  const [viewer, setViewer] = useState<{ tab: GalleryTab; index: number } | null>(null);

  function open(event: MouseEvent<HTMLAnchorElement>, tab: GalleryTab, image: WorkDetailImage) {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const index = gallery.viewer[tab].findIndex((v) => v.id === image.id);
    if (index < 0) return;
    event.preventDefault();
    setViewer({ tab, index });
  }

  const section = (tab: GalleryTab | null, group: PhotoGroup, key: string) => (
    <section className="work-feed__group" key={key} aria-labelledby={key}>
      <h2 className="work-section__title" id={key}>
        {group.name}
      </h2>
      <ul className="work-feed__photos">
        {group.images.map((image, i) => (
          <li key={image.id}>
            <figure>
              {tab === null ? (
                <img
                  src={image.url}
                  alt={image.alt}
                  width={1200}
                  height={800}
                  loading="lazy"
                  decoding="async"
                />
              ) : (
                <Link to={`/works/${work.id}/${image.id}`} onClick={(event) => open(event, tab, image)}>
                  <img
                    src={image.url}
                    alt={image.alt}
                    width={1200}
                    height={800}
                    loading={key === 'feed-1-0' && i === 0 ? 'eager' : 'lazy'}
                    decoding="async"
                  />
                </Link>
              )}
              <figcaption>
                {group.name} {i + 1}/{group.images.length}
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );

  return (
    <div className="container work-feed">
      <nav className="breadcrumb" aria-label={worksMessages.breadcrumb}>
        <ol>
          <li>
            <Link to="/">{siteMessages.home}</Link>
          </li>
          <li>
            <Link to="/works">{worksMessages.listTitle}</Link>
          </li>
          <li>
            <Link to={`/works/${work.id}`}>{work.title}</Link>
          </li>
          <li aria-current="page">{worksMessages.allPhotos}</li>
        </ol>
      </nav>
      <h1 className="work-photo__title">{format(worksMessages.allPhotosTitle, { work: work.title })}</h1>
      <p>
        <Link className="button button--ghost" to={`/works/${work.id}`}>
          {worksMessages.backToWork}
        </Link>
      </p>
      {gallery.spaces.length === 0 ? <p className="work-gallery__empty">{worksMessages.noPhotos}</p> : null}
      {gallery.spaces.map((group, g) => section(1, group, `feed-1-${g}`))}
      {work.is_represent_work === 1
        ? gallery.construction.map((group, g) => section(2, group, `feed-2-${g}`))
        : null}
      {gallery.floorPlans.length > 0
        ? section(null, { name: work.floor_plan_label, images: gallery.floorPlans }, 'feed-plans')
        : null}
      <ImageViewer
        images={viewer ? gallery.viewer[viewer.tab] : []}
        index={viewer?.index ?? null}
        onIndexChange={(index) => setViewer((v) => (v ? { ...v, index } : v))}
        onClose={() => setViewer(null)}
        label={work.title}
        source={{ type: 'work', id: work.id }}
      />
    </div>
  );
}
