export { browserRequest, checkJsonBody, checkOrigin, originAllowed } from './browser-request.ts';
