/**
 * The work detail's gallery (docs/spec/platform.md#routes-and-overlays): tab 1 shows the photos by space, tab
 * 2 the construction
 * photos (represent works only). A photo is a link to its own page (`/works/{id}/{pid}`) that
 * opens the image viewer instead when scripts run; floor plans are shown but stay out of the viewer.
 */

import { format, worksMessages } from '@renovo/core';
import { type KeyboardEvent, type MouseEvent, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router';
import { ImageViewer } from '../image-viewer/image-viewer.tsx';
import { MediaImage } from '../ui/media-image.tsx';
import { type GalleryTab, galleryOf, type PhotoGroup } from './gallery-groups.ts';
import type { WorkDetailData, WorkDetailImage } from './work-types.ts';
import './work-gallery.css';

/** Props of {@link WorkGallery}. */
export interface WorkGalleryProps {
  work: WorkDetailData;
}

/** Tab 1's panel semantics, when there are tabs. */
const PANEL_1_ROLE = { role: 'tabpanel', 'aria-labelledby': 'work-tab-1' } as const;

const TAB_LABELS: Record<GalleryTab, string> = {
  1: worksMessages.tabs.photos,
  2: worksMessages.tabs.construction,
};

/** The gallery with its tabs and viewer. */
export function WorkGallery({ work }: WorkGalleryProps) {
  const gallery = useMemo(() => galleryOf(work), [work]);
  const hasConstruction = work.is_represent_work === 1 && gallery.construction.length > 0;
  const tabs: GalleryTab[] = hasConstruction ? [1, 2] : [1];
  const [tab, setTab] = useState<GalleryTab>(1);
  const [viewer, setViewer] = useState<{ tab: GalleryTab; index: number } | null>(null);
  const tabRefs = useRef<Partial<Record<GalleryTab, HTMLButtonElement | null>>>({});

  function open(event: MouseEvent<HTMLAnchorElement>, list: GalleryTab, image: WorkDetailImage) {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const index = gallery.viewer[list].findIndex((v) => v.id === image.id);
    if (index < 0) return;
    event.preventDefault();
    setViewer({ tab: list, index });
  }

  function onTabKey(event: KeyboardEvent<HTMLButtonElement>) {
    const at = tabs.indexOf(tab);
    let next: GalleryTab | undefined;
    if (event.key === 'ArrowRight') next = tabs[(at + 1) % tabs.length];
    else if (event.key === 'ArrowLeft') next = tabs[(at - 1 + tabs.length) % tabs.length];
    else if (event.key === 'Home') next = tabs[0];
    else if (event.key === 'End') next = tabs[tabs.length - 1];
    if (next === undefined) return;
    event.preventDefault();
    setTab(next);
    tabRefs.current[next]?.focus();
  }

  const groups = (list: GalleryTab, items: PhotoGroup[], firstEager: boolean) =>
    items.map((group, g) => (
      <section
        className="work-gallery__group"
        key={group.images[0]?.id ?? group.name}
        aria-labelledby={`work-group-${list}-${g}`}
      >
        <h3 className="work-gallery__group-title" id={`work-group-${list}-${g}`}>
          {group.name}
          <span className="work-gallery__group-count">
            {format(worksMessages.photoCount, { n: group.images.length })}
          </span>
        </h3>
        <ul className="work-gallery__photos">
          {group.images.map((image, i) => (
            <li key={image.id}>
              <Link
                to={`/works/${work.id}/${image.id}`}
                className="work-gallery__photo"
                onClick={(event) => open(event, list, image)}
                aria-label={format(worksMessages.viewPhoto, { name: image.alt || group.name })}
              >
                <MediaImage
                  picture={image.picture}
                  src={image.url}
                  alt={image.alt}
                  width={1200}
                  height={800}
                  sizes="(min-width: 960px) 640px, 100vw"
                  loading={firstEager && g === 0 && i === 0 ? 'eager' : 'lazy'}
                  fetchPriority={firstEager && g === 0 && i === 0 ? 'high' : 'auto'}
                  decoding="async"
                />
              </Link>
              {image.caption ? <p className="work-gallery__caption">{image.caption}</p> : null}
            </li>
          ))}
        </ul>
      </section>
    ));

  return (
    <section className="work-gallery" aria-labelledby="work-gallery-title">
      <h2 id="work-gallery-title" className="visually-hidden">
        {worksMessages.galleryTitle}
      </h2>
      {tabs.length > 1 ? (
        <div className="work-gallery__tabs" role="tablist" aria-label={worksMessages.galleryTitle}>
          {tabs.map((id) => (
            <button
              key={id}
              ref={(el) => {
                tabRefs.current[id] = el;
              }}
              type="button"
              role="tab"
              id={`work-tab-${id}`}
              aria-controls={`work-panel-${id}`}
              aria-selected={tab === id}
              tabIndex={tab === id ? 0 : -1}
              onClick={() => setTab(id)}
              onKeyDown={onTabKey}
            >
              {TAB_LABELS[id]}
            </button>
          ))}
        </div>
      ) : null}
      <div id="work-panel-1" hidden={tab !== 1} {...(tabs.length > 1 ? PANEL_1_ROLE : {})}>
        {gallery.spaces.length > 1 ? (
          <nav className="work-gallery__spaces" aria-label={worksMessages.spacesNav}>
            <ul>
              {gallery.spaces.map((group, g) => (
                <li key={group.images[0]?.id ?? group.name}>
                  <a href={`#work-group-1-${g}`}>
                    {group.name} {group.images.length}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
        {gallery.spaces.length === 0 ? <p className="work-gallery__empty">{worksMessages.noPhotos}</p> : null}
        {groups(1, gallery.spaces, true)}
        {gallery.floorPlans.length > 0 ? (
          <section className="work-gallery__group" aria-labelledby="work-floor-plans">
            <h3 className="work-gallery__group-title" id="work-floor-plans">
              {work.floor_plan_label}
            </h3>
            <ul className="work-gallery__photos work-gallery__photos--plans">
              {gallery.floorPlans.map((image) => (
                <li key={image.id}>
                  <img
                    src={image.url}
                    alt={image.alt}
                    width={1200}
                    height={800}
                    loading="lazy"
                    decoding="async"
                  />
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </div>
      {hasConstruction ? (
        <div id="work-panel-2" role="tabpanel" aria-labelledby="work-tab-2" hidden={tab !== 2}>
          {work.represent_data && work.represent_data.construction_labels.length > 0 ? (
            <ol className="work-gallery__stages" aria-label={worksMessages.stagesLabel}>
              {work.represent_data.construction_labels.map((label) => (
                <li key={label}>{label}</li>
              ))}
            </ol>
          ) : null}
          {groups(2, gallery.construction, false)}
        </div>
      ) : null}
      <ImageViewer
        images={viewer ? gallery.viewer[viewer.tab] : []}
        index={viewer?.index ?? null}
        onIndexChange={(index) => setViewer((v) => (v ? { ...v, index } : v))}
        onClose={() => setViewer(null)}
        label={work.title}
        source={{ type: 'work', id: work.id }}
      />
    </section>
  );
}
