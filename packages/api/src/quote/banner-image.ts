/**
 * The basic-quote popup's banner pictures, drawn here as SVG so that the banner endpoint only
 * ever names images this server really serves: `GET /images/valuation/banner-pc.svg` (880 × 240)
 * and `GET /images/valuation/banner-mobile.svg` (750 × 300). Decorative (the popup shows them
 * with `alt=""`): a warm gradient, a house outline and a sofa, no text (no font needed).
 */

import { bannerMobileRoute, bannerPcRoute } from '@renovo/core/contracts';
import type { Context } from 'hono';
import type { AppEnv } from '../lib/app-env.ts';

/** The two banner slots of the popup. */
export type BannerSlot = 'pc' | 'mobile';

/** Root-relative paths of the drawn banners (what the seed stores in `valuation_popup_banner`). */
const BANNER_PATHS: Record<BannerSlot, string> = {
  pc: bannerPcRoute.path,
  mobile: bannerMobileRoute.path,
};

const SIZES: Record<BannerSlot, readonly [number, number]> = { pc: [880, 240], mobile: [750, 300] };

/** The SVG document of a slot's banner. */
function bannerSvg(slot: BannerSlot): string {
  const [w, h] = SIZES[slot];
  const x = Math.round(w * 0.62);
  const base = h - 36;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#ff8a3d"/><stop offset="1" stop-color="#ff6a00"/></linearGradient></defs>
<rect width="${w}" height="${h}" fill="url(#g)"/>
<circle cx="${Math.round(w * 0.12)}" cy="${Math.round(h * 0.2)}" r="${Math.round(h * 0.35)}" fill="#fff" opacity=".08"/>
<circle cx="${w - 40}" cy="${h - 20}" r="${Math.round(h * 0.45)}" fill="#fff" opacity=".07"/>
<g fill="none" stroke="#fff" stroke-width="6" stroke-linejoin="round" stroke-linecap="round">
<path d="M${x - 110} ${base}V${base - 110}L${x} ${base - 190}L${x + 110} ${base - 110}V${base}Z"/>
<path d="M${x - 30} ${base}V${base - 60}H${x + 30}V${base}"/>
<path d="M${x - 170} ${base}H${x + 170}"/>
</g>
<g fill="#fff" opacity=".9">
<rect x="${x + 130}" y="${base - 46}" width="90" height="34" rx="10"/>
<rect x="${x + 122}" y="${base - 64}" width="18" height="52" rx="8"/>
<rect x="${x + 210}" y="${base - 64}" width="18" height="52" rx="8"/>
</g>
</svg>`;
}

/** `GET /images/valuation/banner-{pc,mobile}.svg`: the drawn banner, cached for a year. */
export function serveBanner(c: Context<AppEnv>, slot: BannerSlot): Response {
  return c.body(bannerSvg(slot), 200, {
    'Content-Type': 'image/svg+xml; charset=utf-8',
    'Cache-Control': 'public, max-age=31536000, immutable',
    'Cross-Origin-Resource-Policy': 'cross-origin',
  });
}

/**
 * A stored banner value as the endpoint answers it: an absolute http(s) URL (or `//host/…`) as stored; one of the
 * drawn banners' paths, or any other relative path (a picture this server does not serve, such
 * as the old `/images/valuation/banner-pc.png`), as the absolute URL of the slot's drawn banner
 * on this server; '' (no banner) stays ''.
 */
export function bannerUrl(stored: unknown, slot: BannerSlot, origin: string): string {
  const value = typeof stored === 'string' ? stored.trim() : '';
  if (!value) return '';
  if (/^(?:https?:)?\/\//i.test(value)) return value;
  return new URL(BANNER_PATHS[slot], origin).toString();
}
