export { requestLog } from './request-log.ts';
