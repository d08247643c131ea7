/**
 * Published means visible (docs/spec/console.md#publishing): on the server of `npm start` (API and
 * host site on one port, development mode so the content micro-cache is on, demo content, PGlite),
 * an editor publishes an article through the console API while a reader's pages are warm in the
 * caches; the bench times how long until the site's article page answers 200 with it, the
 * article list shows it, and the sitemap lists it — then the same for unpublishing (the page
 * answers 410, the list and sitemap drop it). Each round polls every 50 ms.
 *
 * Target: ≤ 5 s from the console's answer to visible, every round.
 *
 * @example npm run bench:publish
 * @example BENCH_ROUNDS=20 npm run bench:publish
 */
import sharp from 'sharp';
import { createStaffAccount } from '../packages/api/src/services/staff/accounts.ts';
import { createStaffSession, STAFF_COOKIE } from '../packages/api/src/services/staff/sessions.ts';
import { startSiteServer } from './lib/site-server.ts';
import { table } from './lib/table.ts';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 10);
const TARGET_MS = 5000;
const POLL_MS = 50;

const site = await startSiteServer();
const origin = site.origin;
try {
  const db = site.server.database.db;
  const now = new Date();
  const { account } = await createStaffAccount(db, {
    email: 'editor@bench.example',
    password: 'bench password 123',
    role: 'editor',
    appSecret: site.server.env.APP_SECRET,
    now,
  });
  const { token } = await createStaffSession(db, { staffId: account.id, ip: null, userAgent: null, now });
  const staff = { cookie: `${STAFF_COOKIE}=${token}`, origin };
  const json = async (method: string, path: string, body?: unknown) => {
    const res = await fetch(`${origin}${path}`, {
      method,
      headers: { ...staff, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const answer = (await res.json()) as { data: Record<string, unknown>; message?: string };
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${answer.message ?? ''}`);
    return answer.data;
  };

  // A cover: one photo through the media library, processed by the job engine.
  const photo = await sharp({ create: { width: 1600, height: 1000, channels: 3, background: '#907060' } })
    .jpeg()
    .toBuffer();
  const form = new FormData();
  form.set('file', new File([new Uint8Array(photo)], 'cover.jpg'));
  const upload = await fetch(`${origin}/console/api/media`, { method: 'POST', headers: staff, body: form });
  const coverId = ((await upload.json()) as { data: { id: number } }).data.id;
  for (let i = 0; ; i++) {
    if ((await json('GET', `/console/api/media/${coverId}`)).status === 'ready') break;
    if (i > 600) throw new Error('the cover was not processed in 60 s');
    await new Promise((r) => setTimeout(r, 100));
  }

  const text = async (path: string) => {
    const res = await fetch(`${origin}${path}`);
    return { status: res.status, body: await res.text() };
  };
  /** Polls `check` until true; answers the milliseconds it took. */
  const until = async (check: () => Promise<boolean>) => {
    const t0 = performance.now();
    for (;;) {
      if (await check()) return performance.now() - t0;
      if (performance.now() - t0 > 30_000) return Number.POSITIVE_INFINITY;
      await new Promise((r) => setTimeout(r, POLL_MS));
    }
  };
  const sitemapHas = async (id: number) =>
    (await text('/sitemaps/articles-1.xml')).body.includes(`/article/${id}<`);
  const listHas = async (title: string) => (await text('/article?sort=newest')).body.includes(title);

  const rows: string[][] = [];
  const publishMs: number[] = [];
  const unpublishMs: number[] = [];
  for (let round = 1; round <= ROUNDS; round++) {
    const title = `發布即可見測試 ${round} ${Date.now()}`;
    const made = await json('POST', '/console/api/articles', {
      title,
      body_html: '<h2>先減量</h2><p>收納從丟東西開始。</p>',
      cover_media_id: coverId,
      label_id: 1,
      sub_label_id: 101,
    });
    const id = made.id as number;
    // The reader's pages are in the caches before the publish.
    for (const path of [
      '/article?sort=newest',
      `/article/${id}`,
      '/sitemaps/articles-1.xml',
      '/v1/article/list?page=1&per_page=18&sort=newest',
    ])
      await text(path);
    await json('PATCH', `/console/api/articles/${id}`, { revision: 1, status: 'published' });
    const page = until(async () => (await text(`/article/${id}`)).status === 200);
    const list = until(() => listHas(title));
    const map = until(() => sitemapHas(id));
    const shown = Math.max(await page, await list, await map);
    await json('PATCH', `/console/api/articles/${id}`, { revision: 2, status: 'unpublished' });
    const gonePage = until(async () => (await text(`/article/${id}`)).status === 410);
    const goneList = until(async () => !(await listHas(title)));
    const goneMap = until(async () => !(await sitemapHas(id)));
    const gone = Math.max(await gonePage, await goneList, await goneMap);
    publishMs.push(shown);
    unpublishMs.push(gone);
    rows.push([String(round), shown.toFixed(0), gone.toFixed(0)]);
  }
  console.log(table(['round', 'publish → visible (ms)', 'unpublish → gone (ms)'], rows));
  const worst = Math.max(...publishMs, ...unpublishMs);
  console.log(
    `worst ${worst.toFixed(0)} ms over ${ROUNDS} rounds (page 200/410, list, sitemap); target ≤ ${TARGET_MS} ms: ${worst <= TARGET_MS ? 'met' : 'NOT met'}`,
  );
  if (worst > TARGET_MS) process.exitCode = 1;
} finally {
  await site.close();
}
