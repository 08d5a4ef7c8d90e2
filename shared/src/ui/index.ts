export { Badge } from './badge';
export { Button, type ButtonProps, type ButtonSize, type ButtonVariant } from './button';
export { Card, type CardPadding } from './card';
export { Dialog, type DialogProps } from './dialog';
export { Drawer, type DrawerProps } from './drawer';
export { Dropdown, type DropdownItem, type DropdownProps } from './dropdown';
export {
  CheckIcon,
  ChevronDownIcon,
  CloseIcon,
  MenuIcon,
  MoonIcon,
  SunIcon,
  type IconProps,
} from './icons';
export { Skeleton, type SkeletonProps } from './skeleton';
export { Spinner } from './spinner';
export { Switch, type SwitchProps } from './switch';
export { Tabs, type TabItem, type TabsProps } from './tabs';
export {
  TextField,
  type InputFieldProps,
  type TextAreaFieldProps,
  type TextFieldProps,
} from './text-field';
export { focusableIn, useModal } from './use-modal';
export { VisuallyHidden } from './visually-hidden';
export { Flag } from './flag';
export { Brand } from './brand';
