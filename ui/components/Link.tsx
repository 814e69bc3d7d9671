// A text link in the branding's link colours; pass `href`, or `onPress` for an in-app action.
import { Link as AriaLink, type LinkProps as AriaLinkProps } from "react-aria-components";
import { cx, withClass } from "./cx";
import * as s from "./Link.css";

export interface LinkProps extends AriaLinkProps {
  /** No underline until hovered, for links inside dense lists. */
  quiet?: boolean;
}

export function Link({ quiet, className, ...props }: LinkProps) {
  return <AriaLink {...props} className={withClass(cx(s.link, quiet && s.quiet), className)} />;
}
