// A short hint on hover or keyboard focus: <TooltipTrigger><Button…/><Tooltip>text</Tooltip></TooltipTrigger>.
import type { ReactNode } from "react";
import { OverlayArrow, Tooltip as AriaTooltip, type TooltipProps as AriaTooltipProps, TooltipTrigger } from "react-aria-components";
import { withClass } from "./cx";
import * as s from "./Tooltip.css";

export { TooltipTrigger };

export interface TooltipProps extends Omit<AriaTooltipProps, "children"> {
  children: ReactNode;
}

export function Tooltip({ children, className, offset = 8, ...props }: TooltipProps) {
  return (
    <AriaTooltip {...props} offset={offset} className={withClass(s.tooltip, className)}>
      <OverlayArrow>
        <svg className={s.arrow} width={8} height={8} viewBox="0 0 8 8" aria-hidden="true">
          <path d="M0 0 L4 4 L8 0" />
        </svg>
      </OverlayArrow>
      {children}
    </AriaTooltip>
  );
}
