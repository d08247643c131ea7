export { leadRequest } from './lead-guard.ts';
