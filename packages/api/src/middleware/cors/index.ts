export { type PartnerCorsOptions, partnerCors } from './cors.ts';
