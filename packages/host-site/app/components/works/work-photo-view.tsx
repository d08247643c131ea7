/**
 * One photo of a work (`/works/{id}/{pid}`): the photo large, its space, links to the previous and
 * next photo and back to the work, and the photos around it; the photo opens the image viewer.
 */

import { format, siteMessages, worksMessages } from '@renovo/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { ImageViewer } from '../image-viewer/image-viewer.tsx';
import { toViewerImage } from './gallery-groups.ts';
import type { PhotoPlace } from './photo-lists.ts';
import type { WorkDetailData } from './work-types.ts';
import './work-photo.css';

/** Props of {@link WorkPhotoView}. */
export interface WorkPhotoViewProps {
  work: WorkDetailData;
  place: PhotoPlace;
}

/** The photo page. */
export function WorkPhotoView({ work, place }: WorkPhotoViewProps) {
  const [viewerIndex, setViewerIndex] = useState<number | null>(null);
  const { image, list, index } = place;
  const prev = index > 0 ? list[index - 1] : undefined;
  const next = index < list.length - 1 ? list[index + 1] : undefined;
  const viewable = !place.floorPlan;
  return (
    <div className="container work-photo">
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
          <li aria-current="page">{image.space_cn}</li>
        </ol>
      </nav>
      <h1 className="work-photo__title">
        {format(worksMessages.photoTitle, { work: work.title, space: image.space_cn })}
      </h1>
      <figure className="work-photo__figure">
        {viewable ? (
          <button
            type="button"
            className="work-photo__open"
            onClick={() => setViewerIndex(index)}
            aria-label={format(worksMessages.viewPhoto, { name: image.alt || image.space_cn })}
          >
            <img src={image.url} alt={image.alt} width={1200} height={800} fetchPriority="high" />
          </button>
        ) : (
          <img src={image.url} alt={image.alt} width={1200} height={800} fetchPriority="high" />
        )}
        <figcaption>
          {image.space_cn}
          {list.length > 1
            ? ` · ${format(worksMessages.photoPosition, { current: index + 1, total: list.length })}`
            : ''}
        </figcaption>
      </figure>
      <nav className="work-photo__nav" aria-label={worksMessages.photoNav}>
        {prev ? (
          <Link to={`/works/${work.id}/${prev.id}`} rel="prev">
            {worksMessages.previousPhoto}
          </Link>
        ) : (
          <span />
        )}
        <Link to={`/works/${work.id}`}>{worksMessages.backToWork}</Link>
        {next ? (
          <Link to={`/works/${work.id}/${next.id}`} rel="next">
            {worksMessages.nextPhoto}
          </Link>
        ) : (
          <span />
        )}
      </nav>
      {list.length > 1 ? (
        <section aria-labelledby="work-photo-more">
          <h2 className="work-section__title" id="work-photo-more">
            {worksMessages.morePhotos}
          </h2>
          <ul className="work-photo__strip">
            {list.map((item) => (
              <li key={item.id}>
                <Link
                  to={`/works/${work.id}/${item.id}`}
                  aria-current={item.id === image.id ? 'page' : undefined}
                  aria-label={item.alt || item.space_cn}
                >
                  <img src={item.url} alt="" width={1200} height={800} loading="lazy" decoding="async" />
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {viewable ? (
        <ImageViewer
          images={list.map(toViewerImage)}
          index={viewerIndex}
          onIndexChange={setViewerIndex}
          onClose={() => setViewerIndex(null)}
          label={work.title}
          source={{ type: 'work', id: work.id }}
        />
      ) : null}
    </div>
  );
}
