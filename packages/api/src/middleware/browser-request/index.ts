export { browserRequest, checkJsonBody, checkOrigin } from './browser-request.ts';
