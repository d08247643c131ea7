export { securityHeaders } from './security-headers.ts';
