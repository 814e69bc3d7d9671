import { style } from "@vanilla-extract/css";
import { themeVars as t } from "../theme/contract.css";
import { boxedInput } from "./Field.css";

// Doubled class so it wins over the one-line input's height whatever the CSS order.
export const textarea = style({
  selectors: {
    [`${boxedInput}&`]: {
      minHeight: "96px",
      height: "auto",
      padding: `${t.space.sm} ${t.space.md}`,
      lineHeight: t.lineHeight.normal,
      resize: "vertical",
    },
  },
});
