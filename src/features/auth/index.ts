export {
  afterLoginPath,
  DEFAULT_AFTER_LOGIN,
  LOGIN_PATH,
  loginPathFor,
  REDIRECT_PARAM,
  REFUSED_STATE,
  toSameOriginPath,
  wasRefused,
} from './redirect';
export { type Session, useSession } from './use-session';
