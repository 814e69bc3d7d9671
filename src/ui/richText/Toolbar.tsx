// The editor's toolbar: bold, italic, heading, lists, link and image. Each button is a Tab stop (the keyboard walk
// reaches each), and the arrow keys, Home and End move between them as in any toolbar. Toggles say whether they
// are on with aria-pressed; Ctrl/Cmd+B and +I work in the text as well.
import type { KeyboardEvent, ReactNode } from "react";
import { useIntl } from "react-intl";
import { Button } from "../../../ui/components/Button";
import * as s from "./richText.css";

export interface ToolState {
  bold: boolean;
  italic: boolean;
  heading: boolean;
  bulletList: boolean;
  orderedList: boolean;
  link: boolean;
}

interface Props {
  state: ToolState;
  isDisabled?: boolean;
  onBold: () => void;
  onItalic: () => void;
  onHeading: () => void;
  onBulletList: () => void;
  onOrderedList: () => void;
  onLink: () => void;
  onImage: () => void;
}

const Icon = ({ children }: { children: ReactNode }) => (
  <svg width={18} height={18} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
    {children}
  </svg>
);

const icons = {
  bold: <Icon><path d="M7 5h6a3.5 3.5 0 0 1 0 7H7zM7 12h7a3.5 3.5 0 0 1 0 7H7z" /></Icon>,
  italic: <Icon><path d="M15 5h-5M14 19H9M14 5l-4 14" /></Icon>,
  heading: <Icon><path d="M6 5v14M16 5v14M6 12h10" /></Icon>,
  bulletList: <Icon><path d="M10 6h10M10 12h10M10 18h10M5 6h.01M5 12h.01M5 18h.01" /></Icon>,
  orderedList: <Icon><path d="M10 6h10M10 12h10M10 18h10M4 5l1-1v4M4 14h2l-2 3h2" /></Icon>,
  link: <Icon><path d="M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1" /></Icon>,
  image: <Icon><path d="M4 5h16v14H4zM4 16l5-5 4 4 3-3 4 4" /><circle cx="15.5" cy="8.5" r="1.2" /></Icon>,
};

/** Arrow keys move focus along the toolbar's buttons (Tab still stops at each). */
function moveFocus(e: KeyboardEvent<HTMLDivElement>) {
  const keys = ["ArrowLeft", "ArrowRight", "Home", "End"];
  if (!keys.includes(e.key)) return;
  const buttons = [...e.currentTarget.querySelectorAll<HTMLButtonElement>("button:not([disabled])")];
  const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
  if (at < 0) return;
  e.preventDefault();
  const next = e.key === "Home" ? 0 : e.key === "End" ? buttons.length - 1 : (at + (e.key === "ArrowRight" ? 1 : -1) + buttons.length) % buttons.length;
  buttons[next]?.focus();
}

export function Toolbar({ state, isDisabled, onBold, onItalic, onHeading, onBulletList, onOrderedList, onLink, onImage }: Props) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const tool = (name: keyof typeof icons, onPress: () => void, pressed?: boolean, label = t(`richText.tool.${name}`)) => (
    <Button
      key={name}
      variant="ghost"
      size="sm"
      iconOnly
      className={s.tool}
      aria-label={label}
      aria-pressed={pressed}
      isDisabled={isDisabled}
      onPress={onPress}
    >
      {icons[name]}
    </Button>
  );
  return (
    <div role="toolbar" aria-label={t("richText.toolbar")} className={s.toolbar} onKeyDown={moveFocus}>
      {tool("bold", onBold, state.bold)}
      {tool("italic", onItalic, state.italic)}
      {tool("heading", onHeading, state.heading)}
      {tool("bulletList", onBulletList, state.bulletList)}
      {tool("orderedList", onOrderedList, state.orderedList)}
      {tool("link", onLink, state.link, t(state.link ? "richText.tool.unlink" : "richText.tool.link"))}
      {tool("image", onImage)}
    </div>
  );
}
