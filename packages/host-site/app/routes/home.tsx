/**
 * The home page (/): banners, represent works, latest articles, shorts and hot companies from
 * the API, rendered on the server, with the basic-quote entry. A section whose call failed shows
 * its error state; the represent works are the page's main content and go through the
 * server-rendered checks (429, service error).
 */
import {
  getArticleList,
  getFooterConfig,
  getNewBanners,
  getRepresentWorks,
  getShortsList,
  homeMessages,
  siteMessages,
} from '@renovo/core';
import type { Picture } from '@renovo/core/contracts';
import { Link } from 'react-router';
import { ArticleCard, readArticleCard } from '../components/cards/article-card.tsx';
import { CompanyCard, readCompanyCard } from '../components/cards/company-card.tsx';
import { ContentSection } from '../components/cards/content-section.tsx';
import { readShortCard, ShortCard } from '../components/cards/short-card.tsx';
import { readWorkCard, WorkCard } from '../components/cards/work-card.tsx';
import { QuoteButton } from '../components/quote-button/quote-button.tsx';
import { Carousel } from '../components/ui/carousel.tsx';
import { MediaImage } from '../components/ui/media-image.tsx';
import { apiFor } from '../lib/api.server.ts';
import { dataOf, itemsOf, recordOf, settle, text } from '../lib/read.ts';
import type { RouteHandle } from '../lib/route-handle.ts';
import { pageMeta } from '../lib/seo.ts';
import { serverCheck } from '../lib/server-check.ts';
import type { Route } from './+types/home';
import './home.css';

/** Header: home is active. */
export const handle: RouteHandle = { navKey: 'home' };

/** A home banner. */
interface BannerView {
  title: string;
  subtitle: string;
  pc: string;
  mobile: string;
  link: string;
  /** A banner made in the console: its alt text and uploaded photo. */
  alt: string;
  picture: Picture | null;
}

/** An answered `picture` (an uploaded photo), or null. */
function pictureIn(item: Record<string, unknown>): Picture | null {
  const picture = recordOf(item.picture);
  return picture && typeof picture.src === 'string' ? (picture as unknown as Picture) : null;
}

function readBanner(item: Record<string, unknown>): BannerView[] {
  const title = text(item, 'title');
  const link = text(item, 'link');
  return title && link
    ? [
        {
          title,
          subtitle: text(item, 'subtitle'),
          pc: text(item, 'image_pc'),
          mobile: text(item, 'image_mobile'),
          link,
          alt: text(item, 'alt'),
          picture: pictureIn(item),
        },
      ]
    : [];
}

function readAll<T>(answer: unknown, read: (item: Record<string, unknown>) => T | null): T[] | null {
  return answer ? itemsOf(answer).flatMap((item) => read(item) ?? []) : null;
}

/** Everything the home page shows, in one round of in-process calls. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const api = apiFor(context, request);
  const [works, banners, articles, shorts, footer] = await Promise.all([
    serverCheck(getRepresentWorks(api, { per_page: 6 })),
    settle(getNewBanners(api, { position: 'home' })),
    settle(getArticleList(api, { per_page: 6, sort: 'newest' })),
    settle(getShortsList(api, { per_page: 6, sort: 'newest' })),
    settle(getFooterConfig(api)),
  ]);
  const hot = footer ? dataOf(footer)?.hot_companies : null;
  return {
    banners: readAll(banners, (item) => readBanner(item)[0] ?? null) ?? [],
    works: readAll(works, readWorkCard) ?? [],
    articles: readAll(articles, readArticleCard),
    shorts: readAll(shorts, readShortCard),
    companies: footer
      ? (Array.isArray(hot) ? hot : []).flatMap((item) => {
          const record = recordOf(item);
          return (record && readCompanyCard(record)) ?? [];
        })
      : null,
  };
}

/** Title and description of the home page. */
export function meta() {
  return pageMeta(homeMessages.title, siteMessages.description);
}

function BannerCard({ banner, first }: { banner: BannerView; first: boolean }) {
  return (
    <Link to={banner.link} className="home-banner" draggable={false}>
      <MediaImage
        className="home-banner__image"
        picture={banner.picture}
        src={banner.mobile || banner.pc}
        alt={banner.picture ? banner.alt : ''}
        draggable={false}
        width={1200}
        height={800}
        sizes="(min-width: 850px) 50vw, 100vw"
        loading={first ? 'eager' : 'lazy'}
        fetchPriority={first ? 'high' : undefined}
        decoding="async"
      />
      {banner.picture ? null : (
        <span className="home-banner__text">
          <span className="home-banner__title">{banner.title}</span>
          {banner.subtitle ? <span className="home-banner__subtitle">{banner.subtitle}</span> : null}
        </span>
      )}
    </Link>
  );
}

/** The home page. */
export default function Home({ loaderData }: Route.ComponentProps) {
  const { banners, works, articles, shorts, companies } = loaderData;
  return (
    <div className="home container">
      <section className="home-hero" aria-labelledby="home-title">
        <div className="home-hero__text">
          <h1 id="home-title" className="home-hero__title">
            {homeMessages.title}
          </h1>
          <p className="home-hero__lead">{siteMessages.tagline}</p>
          <QuoteButton module="home_hero" tutorial="home-quote" />
        </div>
        {banners.length > 0 ? (
          <div className="home-hero__banners">
            <Carousel
              label={homeMessages.banners}
              items={banners}
              itemKey={(banner) => `${banner.link}:${banner.title}`}
              render={(banner, index) => <BannerCard banner={banner} first={index === 0} />}
            />
          </div>
        ) : null}
      </section>

      <ContentSection
        title={homeMessages.works}
        items={works}
        more="/works/good"
        render={(work, index) => <WorkCard work={work} eager={index < 2 && banners.length === 0} />}
      />

      <section className="home-quote" aria-labelledby="home-quote-title">
        <h2 id="home-quote-title" className="home-quote__title">
          {homeMessages.quoteTitle}
        </h2>
        <p className="home-quote__lead">{homeMessages.quoteLead}</p>
        <QuoteButton module="home_quote_entry" />
      </section>

      <ContentSection
        title={homeMessages.articles}
        items={articles}
        more="/article"
        render={(article) => <ArticleCard article={article} />}
      />
      <ContentSection
        title={homeMessages.shorts}
        items={shorts}
        more="/shorts/list"
        listClass="grid--portrait"
        render={(short) => <ShortCard short={short} />}
      />
      <ContentSection
        title={homeMessages.companies}
        items={companies}
        more="/company"
        listClass="grid--wide"
        render={(company) => <CompanyCard company={company} />}
      />
    </div>
  );
}
