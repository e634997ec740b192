export { sendSignedInUserOn } from './middleware';
export {
  afterLoginPath,
  DEFAULT_AFTER_LOGIN,
  LOGIN_PATH,
  loginPathFor,
  REDIRECT_PARAM,
  REFUSED_PARAM,
  toSameOriginPath,
  wasRefused,
} from './redirect';
export { type Session, useSession } from './use-session';
