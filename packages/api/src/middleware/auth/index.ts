export {
  type AuthOptions,
  auth,
  cookieRefused,
  fromOwnSite,
  loadUser,
  requestToken,
  requireUser,
} from './auth.ts';
