/**
 * `/video`: the renovation videos (short videos), by guide category, newest or most played,
 * 20 a page; category, sort and page live in the URL. Each video opens the player.
 */
import { ANY, videoMessages, worksMessages } from '@renovo/core';
import { type ChoiceSpec, readListQuery } from '../components/company/list-query.ts';
import { CategoryListPage } from '../components/works/category-list-page.tsx';
import { readVideo, VideoCard } from '../components/works/video-card.tsx';
import { apiFor } from '../lib/api.server.ts';
import type { RouteHandle } from '../lib/route-handle.ts';
import { pageMeta } from '../lib/seo.ts';
import type { Route } from './+types/video';
import { loadCategories, loadShorts } from './content-pages.server.ts';
import '../components/works/works-list-view.css';

const PATH = '/video';
/** Videos a page. */
const PER_PAGE = 20;
const SORTS = [
  { value: 'newest', label: worksMessages.sorts.newest },
  { value: 'popular', label: videoMessages.mostPlayed },
];

/** The header marks the "more" menu (videos are one of its links). */
export const handle: RouteHandle = { navKey: 'more' };

/** The categories and the page of videos the URL asks for. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const api = apiFor(context, request);
  const params = new URL(request.url).searchParams;
  const categories = await loadCategories(api);
  const specs = specsOf(categories);
  const query = readListQuery(params, specs);
  const category = query.choices.category_id;
  const list = await loadShorts(
    api,
    {
      sort: query.choices.sort,
      page: query.page,
      ...(category && category !== ANY ? { category_id: category } : {}),
    },
    PER_PAGE,
  );
  return { categories, query, list };
}

function specsOf(categories: readonly { id: number }[]): ChoiceSpec[] {
  return [
    { key: 'category_id', values: [ANY, ...categories.map((c) => String(c.id))], fallback: ANY },
    { key: 'sort', values: SORTS.map((s) => s.value), fallback: 'newest' },
  ];
}

/** Title and description. */
export function meta() {
  return pageMeta(videoMessages.title, videoMessages.description);
}

/** The video list. */
export default function Videos({ loaderData }: Route.ComponentProps) {
  const { categories, query, list } = loaderData;
  const videos = list.items.flatMap((item) => readVideo(item) ?? []);
  return (
    <CategoryListPage
      path={PATH}
      text={videoMessages}
      filterKey="category_id"
      categories={categories}
      specs={specsOf(categories)}
      sorts={SORTS}
      query={query}
      list={list}
      headingId="videos-title"
      isEmpty={videos.length === 0}
    >
      <ul className="video-grid">
        {videos.map((video, i) => (
          <li key={video.id}>
            <VideoCard video={video} priority={i < 2} />
          </li>
        ))}
      </ul>
    </CategoryListPage>
  );
}
