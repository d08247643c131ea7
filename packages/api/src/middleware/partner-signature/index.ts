export { partnerSignature } from './partner-signature.ts';
