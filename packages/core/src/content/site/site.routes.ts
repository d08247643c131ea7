/**
 * Site content and the drawn images: the request halves (method and path) of the contracts in `./content-site.ts`, all a
 * browser carries of them (ADR 019). No schema here.
 */
import type { Route } from '../../contracts/route.ts';

/** Request half of `newBannersContract` (./content-site.ts). */
export const newBannersRoute = { method: 'GET', path: '/v1/new_banners' } as const satisfies Route;
/** Request half of `popboxsCustomizeContract` (./content-site.ts). */
export const popboxsCustomizeRoute = {
  method: 'GET',
  path: '/api/popboxs/customize',
} as const satisfies Route;
/** Request half of `footerConfigContract` (./content-site.ts). */
export const footerConfigRoute = { method: 'GET', path: '/api/footer_config' } as const satisfies Route;
/** Request half of `seoInfoContract` (./content-site.ts). */
export const seoInfoRoute = { method: 'POST', path: '/hyperf/seo_info' } as const satisfies Route;
/** Request half of `imagesSaveContract` (./content-site.ts). */
export const imagesSaveRoute = { method: 'POST', path: '/api/images/save' } as const satisfies Route;
/** Request half of `decorationRobotInitContract` (./content-site.ts). */
export const decorationRobotInitRoute = {
  method: 'POST',
  path: '/api/decoration_robot/init',
} as const satisfies Route;
/** Request half of `imWelcomeContract` (./content-site.ts). */
export const imWelcomeRoute = { method: 'GET', path: '/api/im/welcome/v2' } as const satisfies Route;
/** Request half of `imRegisterContract` (./content-site.ts). */
export const imRegisterRoute = { method: 'POST', path: '/hyperf/im/register' } as const satisfies Route;
/** Request half of `mediaContract` (./content-site.ts). */
export const mediaRoute = { method: 'GET', path: '/media/{kind}/{file}' } as const satisfies Route;
