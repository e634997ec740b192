export { Avatar, type AvatarProps } from './Avatar';
export { BackLink, type BackLinkProps } from './BackLink';
export { Badge, type BadgeProps } from './Badge';
export { Button, type ButtonProps } from './Button';
export { buttonRecipe } from './button-recipe';
export { Card, type CardProps } from './Card';
export { Checkbox, type CheckboxProps } from './Checkbox';
export { Dialog, type DialogProps, type DialogSize } from './Dialog';
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
export { Menu, type MenuEntry, type MenuProps, SUBMENU_OPEN_DELAY, TYPEAHEAD_RESET } from './Menu';
export { proseStyle, SanitizedHtml, type SanitizedHtmlProps } from './SanitizedHtml';
export { Skeleton, type SkeletonProps, SkeletonText } from './Skeleton';
export { Spinner, type SpinnerProps } from './Spinner';
export { Switch, type SwitchProps } from './Switch';
export { type TabItem, Tabs, type TabsProps } from './Tabs';
export { Textarea, type TextareaProps } from './Textarea';
export { TOAST_DURATION, ToastStack, type ToastType, toast, toaster, useToast } from './Toast';
export {
  TOOLTIP_CLOSE_DELAY,
  TOOLTIP_OPEN_DELAY,
  Tooltip,
  type TooltipMaxWidth,
  type TooltipProps,
} from './Tooltip';
