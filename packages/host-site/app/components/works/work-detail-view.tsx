/**
 * The work detail page's content (docs/spec/platform.md#routes-and-overlays, docs/spec/session.md#entities):
 * title and facts, the gallery with its tabs and
 * viewer, the design notes, videos, the company, favourite and quote entry, previous/next and
 * recommended works, plus the browser-side effects (visit, animation, popup).
 */

import {
  BUDGET_RANGES,
  type ExposureFlag,
  findOption,
  format,
  siteMessages,
  type UserRole,
  worksMessages,
} from '@renovo/core';
import { Link } from 'react-router';
import { usePageViewStats } from '../../lib/page-view-stats.ts';
import { FavouriteButton } from './favourite-button.tsx';
import { useWorkDetailEffects } from './use-work-detail-effects.ts';
import { WorkCard } from './work-card.tsx';
import { WorkCompany } from './work-company.tsx';
import { WorkFacts } from './work-facts.tsx';
import { WorkGallery } from './work-gallery.tsx';
import { WorkNeighbours } from './work-neighbours.tsx';
import { WorkAutoPopup, WorkQuoteEntry } from './work-quote-entry.tsx';
import type { PrevNextData, SameQuotation, WorkCardData, WorkDetailData } from './work-types.ts';
import { WorkVideos } from './work-videos.tsx';
import { WorksGoodPromo } from './works-good-promo.tsx';
import './work-detail.css';

/** Props of {@link WorkDetailView}. */
export interface WorkDetailViewProps {
  work: WorkDetailData;
  neighbours: PrevNextData | null;
  recommended: WorkCardData[];
  sameQuotation: SameQuotation | null;
  sameLayout: WorkCardData[];
  videos: Record<string, unknown>[];
  role: UserRole | null;
}

/** The budget range's label (e.g. 101-200萬) of its value. */
function rangeLabel(value: string): string {
  return findOption(BUDGET_RANGES, value)?.label ?? value;
}

/** A titled grid of work cards, marked for page_view_stats; nothing when there are none. */
function WorkCardsSection({
  id,
  flag,
  title,
  works,
  more,
}: {
  id: string;
  flag: ExposureFlag;
  title: string;
  works: WorkCardData[];
  more?: { to: string; label: string };
}) {
  if (works.length === 0) return null;
  return (
    <section className="work-section" aria-labelledby={id} data-exposure={flag}>
      <h2 className="work-section__title" id={id}>
        {title}
      </h2>
      <ul className="work-grid">
        {works.map((item) => (
          <li key={item.id}>
            <WorkCard work={item} />
          </li>
        ))}
      </ul>
      {more ? (
        <p className="work-section__more">
          <Link to={more.to}>{more.label}</Link>
        </p>
      ) : null}
    </section>
  );
}

/** The work detail. */
export function WorkDetailView({
  work,
  neighbours,
  recommended,
  sameQuotation,
  sameLayout,
  videos,
  role,
}: WorkDetailViewProps) {
  const effects = useWorkDetailEffects(work);
  usePageViewStats('work_detail', work.id);
  const represent = work.is_represent_work === 1;
  return (
    <div className="container work-detail">
      <nav className="breadcrumb" aria-label={worksMessages.breadcrumb}>
        <ol>
          <li>
            <Link to="/">{siteMessages.home}</Link>
          </li>
          <li>
            <Link to={represent ? '/works/good' : '/works'}>
              {represent ? worksMessages.goodTitle : worksMessages.listTitle}
            </Link>
          </li>
          <li aria-current="page">{work.title}</li>
        </ol>
      </nav>
      <header className="work-detail__header">
        <h1 className="work-detail__title">
          {work.title}
          {represent ? <span className="work-detail__badge">{worksMessages.representBadge}</span> : null}
        </h1>
        <p className="work-detail__summary">
          {[work.style?.name, work.layout_cn, work.area_cn, work.budget_cn].filter(Boolean).join(' · ')}
        </p>
      </header>
      <div className="work-detail__layout">
        <div className="work-detail__main">
          <WorkGallery work={work} />
          {work.description ? (
            <section className="work-section" aria-labelledby="work-description-title">
              <h2 className="work-section__title" id="work-description-title">
                {worksMessages.descriptionTitle}
              </h2>
              <p className="work-detail__description">{work.description}</p>
            </section>
          ) : null}
          <WorkVideos videos={videos} />
        </div>
        <aside className="work-detail__aside" aria-label={worksMessages.asideLabel}>
          <WorkCompany company={work.company} />
          <WorkFacts work={work} />
          <div className="work-detail__actions">
            <FavouriteButton
              workId={work.id}
              collected={work.is_collect}
              count={work.collect_count}
              role={role}
            />
            <WorkQuoteEntry workId={work.id} companyId={work.company.id} />
          </div>
        </aside>
      </div>
      <WorkNeighbours neighbours={neighbours} />
      <WorkCardsSection
        id="work-recommended-title"
        flag="may_like"
        title={worksMessages.recommendedTitle}
        works={recommended}
      />
      {sameQuotation ? (
        <WorkCardsSection
          id="work-same-quotation-title"
          flag="same_quotation"
          title={worksMessages.sameQuotationTitle}
          works={sameQuotation.works}
          more={{
            to: `/works?budget=${encodeURIComponent(sameQuotation.range)}`,
            label: format(worksMessages.sameQuotationMore, { range: rangeLabel(sameQuotation.range) }),
          }}
        />
      ) : null}
      <WorkCardsSection
        id="work-same-layout-title"
        flag="same_layout"
        title={format(worksMessages.sameLayoutTitle, { room: work.layout.room })}
        works={sameLayout}
      />
      <WorksGoodPromo show={effects.showPromo} />
      <WorkAutoPopup
        name={effects.popup}
        workId={work.id}
        companyId={work.company.id}
        onClose={effects.closePopup}
      />
    </div>
  );
}
