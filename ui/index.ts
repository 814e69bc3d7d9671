// Stride's design system: the theme (branding → tokens, light and dark) and the components,
// each a react-aria-components primitive wrapped once.
import "./theme/fonts";
import "./theme/global.css";

export { type BrandingInput, brandingVars, brandKey, defaultBranding, type FontId, fontStack, resolveBrandColors } from "./theme/branding";
export { contrastRatio, ensureContrast, mix, parseColor, readableText, relativeLuminance } from "./theme/color";
export { themeVars } from "./theme/contract.css";
export { applyTheme, ThemeProvider, type ThemeProviderProps } from "./theme/ThemeProvider";
export { brandColorNames, type ThemeMode, type ThemeValues, themeShape } from "./theme/tokens";

export { Badge, type BadgeProps, type BadgeTone } from "./components/Badge";
export { Button, type ButtonProps, type ButtonSize, type ButtonVariant } from "./components/Button";
export { Calendar, type CalendarProps } from "./components/Calendar";
export { Card, type CardProps } from "./components/Card";
export { Checkbox, type CheckboxProps } from "./components/Checkbox";
export { ComboBox, type ComboBoxProps } from "./components/ComboBox";
export { ConfirmDialog, type ConfirmDialogProps } from "./components/ConfirmDialog";
export { DatePicker, type DatePickerProps } from "./components/DatePicker";
export { DateTimePicker, type DateTimePickerProps } from "./components/DateTimePicker";
export { Dialog, type DialogProps, Modal, type ModalProps } from "./components/Dialog";
export { EmptyState, type EmptyStateProps } from "./components/EmptyState";
export { ErrorState, type ErrorStateProps } from "./components/ErrorState";
export { FormDialog, type FormDialogProps } from "./components/FormDialog";
export { FieldHelp, FieldLabel, type FieldTextProps } from "./components/Field";
export * from "./components/icons";
export { Link, type LinkProps } from "./components/Link";
export { ListBox, ListBoxItem, ListBoxItem as SelectItem, ListBoxItem as ComboBoxItem, type ListBoxItemProps } from "./components/ListBox";
export { LoadingBar, type LoadingBarProps } from "./components/LoadingBar";
export { Menu, MenuItem, type MenuItemProps, type MenuProps, MenuSeparator, MenuTrigger } from "./components/Menu";
export { Popover, PopoverDialog, type PopoverDialogProps, type PopoverProps } from "./components/Popover";
export { ProgressBar, type ProgressBarProps } from "./components/ProgressBar";
export { Radio, RadioGroup, type RadioGroupProps, type RadioProps } from "./components/RadioGroup";
export { Select, type SelectProps } from "./components/Select";
export { Snackbar, type SnackbarItem, type SnackbarProps, type SnackbarVariant } from "./components/Snackbar";
export { Spinner, type SpinnerProps } from "./components/Spinner";
export { Switch, type SwitchProps } from "./components/Switch";
export { Cell, Column, type ColumnProps, Row, SelectionCell, SelectionColumn, Table, TableBody, type TableBodyProps, TableHeader, TableLoadMore, type TableProps } from "./components/Table";
export { Tab, TabList, TabPanel, Tabs } from "./components/Tabs";
export { Tooltip, type TooltipProps, TooltipTrigger } from "./components/Tooltip";
export { Tree, TreeItem, type TreeItemProps, type TreeProps } from "./components/Tree";
// Re-exported so the app composes overlays without importing react-aria-components itself.
export { DialogTrigger, I18nProvider } from "react-aria-components";
