/**
 * Site content and the drawn images: the request halves (method and path) of the contracts in `./content-site.ts`, all a
 * browser carries of them (ADR 019). No schema here.
 */
import type * as contracts from './content-site.ts';
import type { Route } from './route.ts';

/** Request half of {@link contracts.newBannersContract}. */
export const newBannersRoute = { method: 'GET', path: '/v1/new_banners' } as const satisfies Route;
/** Request half of {@link contracts.popboxsCustomizeContract}. */
export const popboxsCustomizeRoute = {
  method: 'GET',
  path: '/api/popboxs/customize',
} as const satisfies Route;
/** Request half of {@link contracts.footerConfigContract}. */
export const footerConfigRoute = { method: 'GET', path: '/api/footer_config' } as const satisfies Route;
/** Request half of {@link contracts.seoInfoContract}. */
export const seoInfoRoute = { method: 'POST', path: '/hyperf/seo_info' } as const satisfies Route;
/** Request half of {@link contracts.imagesSaveContract}. */
export const imagesSaveRoute = { method: 'POST', path: '/api/images/save' } as const satisfies Route;
/** Request half of {@link contracts.decorationRobotInitContract}. */
export const decorationRobotInitRoute = {
  method: 'POST',
  path: '/api/decoration_robot/init',
} as const satisfies Route;
/** Request half of {@link contracts.imWelcomeContract}. */
export const imWelcomeRoute = { method: 'GET', path: '/api/im/welcome/v2' } as const satisfies Route;
/** Request half of {@link contracts.imRegisterContract}. */
export const imRegisterRoute = { method: 'POST', path: '/hyperf/im/register' } as const satisfies Route;
/** Request half of {@link contracts.mediaContract}. */
export const mediaRoute = { method: 'GET', path: '/media/{kind}/{file}' } as const satisfies Route;
