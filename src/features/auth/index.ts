export {
  afterLoginPath,
  DEFAULT_AFTER_LOGIN,
  LOGIN_PATH,
  loginPathFor,
  REDIRECT_PARAM,
  toSameOriginPath,
} from './redirect';
export { type Session, useSession } from './use-session';
