export { Avatar, type AvatarProps } from './Avatar';
export { BackLink, type BackLinkProps } from './BackLink';
export { Badge, type BadgeProps } from './Badge';
export { Button, type ButtonProps } from './Button';
export { buttonRecipe } from './button-recipe';
export { Card, type CardProps } from './Card';
export { Checkbox, type CheckboxProps } from './Checkbox';
export { ColorPicker, type ColorPickerProps, normalizeHex } from './ColorPicker';
export { Combobox, type ComboboxProps } from './Combobox';
export { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog';
export {
  DatePicker,
  type DatePickerProps,
  type DatePickerValueDetails,
  TimeInput,
  type TimeInputProps,
} from './DatePicker';
export { Dialog, type DialogProps, type DialogSize } from './Dialog';
export { DocumentTitle } from './DocumentTitle';
export { EmptyState, type EmptyStateProps } from './EmptyState';
export { ErrorScreen, type ErrorScreenProps } from './ErrorScreen';
export { besideFieldControls, Field, type FieldProps } from './Field';
export { FileUpload, type FileUploadProps } from './FileUpload';
export { Icon, type IconProps } from './Icon';
export { IconButton, type IconButtonProps } from './IconButton';
export { ImagePlaceholder, type ImagePlaceholderProps } from './ImagePlaceholder';
export {
  IMAGE_TYPES,
  ImageUpload,
  type ImageUploadProps,
  imagePreviewSrc,
  PICTURE_TYPES,
} from './ImageUpload';
export { InlineAlert, type InlineAlertProps } from './InlineAlert';
export { Input, type InputProps } from './Input';
export {
  DEFAULT_ICON_SETTINGS,
  type IconSettings,
  IconSettingsProvider,
  strokeWidthFor,
  useIconSettings,
} from './icon-settings';
export {
  BelowFirstScreen,
  EAGER_LIST_PICTURES,
  type ImageLoading,
  useImageLoading,
} from './image-loading';
export { inputRecipe } from './input-recipe';
export { LeaveWithoutSaving, type LeaveWithoutSavingProps } from './LeaveWithoutSaving';
export { Link, type LinkProps, linkStyle } from './Link';
export { type LinkCard, LinkCardList, LinkCardListSkeleton } from './LinkCardList';
export { LoadingOverlay } from './LoadingOverlay';
export { type ListOption, MENU_MAX_HEIGHT, MENU_MIN_HEIGHT, PAGE_SIZE } from './listbox';
export { Menu, type MenuEntry, type MenuProps, SUBMENU_OPEN_DELAY, TYPEAHEAD_RESET } from './Menu';
export { NumberInput, type NumberInputProps } from './NumberInput';
export { Page, PageHeading, type PageProps, pageFrameStyle } from './Page';
export { Pagination, type PaginationProps, pagingFromMeta } from './Pagination';
export { ProgressBar, type ProgressBarProps } from './ProgressBar';
export { ProgressLine } from './ProgressLine';
export { RadioGroup, type RadioGroupProps, type RadioOption } from './RadioGroup';
export { RetryableError, type RetryableErrorProps } from './RetryableError';
export { proseStyle, SanitizedHtml, type SanitizedHtmlProps } from './SanitizedHtml';
export { Select, type SelectProps } from './Select';
export { Skeleton, type SkeletonProps, SkeletonText } from './Skeleton';
export { Spinner, type SpinnerProps } from './Spinner';
export { Switch, type SwitchProps } from './Switch';
export { type SortDirection, Table, type TableColumn, type TableProps, type TableSort } from './Table';
export { type TabItem, Tabs, type TabsProps } from './Tabs';
export { Textarea, type TextareaProps } from './Textarea';
export { loadedToaster, TOAST_DURATION, ToastStack, type ToastType, toast, useToast } from './Toast';
export {
  TOOLTIP_CLOSE_DELAY,
  TOOLTIP_OPEN_DELAY,
  Tooltip,
  type TooltipMaxWidth,
  type TooltipProps,
} from './Tooltip';
export { tokenValue, tokenVar, type VariableToken } from './token-var';
export { useWideLayout } from './use-wide-layout';
