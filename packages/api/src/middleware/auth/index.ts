export { type AuthOptions, auth, loadUser, requestToken, requireUser } from './auth.ts';
