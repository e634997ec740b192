export { Avatar, type AvatarProps } from './Avatar';
export { BackLink, type BackLinkProps } from './BackLink';
export { Button, type ButtonProps } from './Button';
export { buttonRecipe } from './button-recipe';
export { EmptyState, type EmptyStateProps } from './EmptyState';
export { ErrorScreen, type ErrorScreenProps } from './ErrorScreen';
export { Field, type FieldProps } from './Field';
export { Icon, type IconProps } from './Icon';
export { IconButton, type IconButtonProps } from './IconButton';
export { Input, type InputProps } from './Input';
export {
  DEFAULT_ICON_SETTINGS,
  type IconSettings,
  IconSettingsProvider,
  strokeWidthFor,
  useIconSettings,
} from './icon-settings';
export { inputRecipe } from './input-recipe';
export { Link, type LinkProps, linkStyle } from './Link';
export { LoadingOverlay } from './LoadingOverlay';
export { proseStyle, SanitizedHtml, type SanitizedHtmlProps } from './SanitizedHtml';
export { Skeleton, type SkeletonProps, SkeletonText } from './Skeleton';
export { Spinner, type SpinnerProps } from './Spinner';
export { Textarea, type TextareaProps } from './Textarea';
