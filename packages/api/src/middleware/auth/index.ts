export {
  auth,
  loadUser,
  requestToken,
  requireUser,
} from './auth.ts';
