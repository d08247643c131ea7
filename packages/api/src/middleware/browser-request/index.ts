export { checkJsonBody, checkOrigin, sessionRequest } from './browser-request.ts';
