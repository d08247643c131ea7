export { partnerCors } from './cors.ts';
