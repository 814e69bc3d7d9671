// The FAQ's own stroke icons, drawn like the design system's (24×24, currentColor, hidden from assistive tech).
import type { ReactNode } from "react";

const icon = (paths: ReactNode) => ({ size = 18 }: { size?: number }) => (
  <svg width={size} height={size} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
    {paths}
  </svg>
);

export const GripIcon = icon(<path d="M9 5h.01M9 12h.01M9 19h.01M15 5h.01M15 12h.01M15 19h.01" />);
export const PlusIcon = icon(<path d="M12 5v14M5 12h14" />);
export const PencilIcon = icon(<path d="M17 3a2.85 2.85 0 0 1 4 4L7.5 20.5 2 22l1.5-5.5Z" />);
export const TrashIcon = icon(<path d="M3 6h18M8 6V4a2 2 0 0 1 2-2h4a2 2 0 0 1 2 2v2M19 6l-1 14a2 2 0 0 1-2 2H8a2 2 0 0 1-2-2L5 6" />);
export const ChevronIcon = icon(<path d="m9 6 6 6-6 6" />);
