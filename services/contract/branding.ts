import { Schema } from "effect";
import { Int32 } from "./ids.js";

/** The 17 branding colours of spec 000 §3, by their spec names. */
export const ColorKeys = [
  "toolbar_color", "menu_text_color", "primary_color", "secondary_color", "border_color", "drawer_color",
  "area_color", "card_color", "active_color", "accent_color", "accent_hover_color", "button_text_color",
  "button_text_hover_color", "link_color", "link_hover_color", "color_2", "color_3",
] as const;

const HexColor = Schema.String.check(Schema.isPattern(/^#[0-9a-fA-F]{6}$/));
export const BrandingColors = Schema.Struct(
  Object.fromEntries(ColorKeys.map((k) => [k, HexColor])) as { [K in (typeof ColorKeys)[number]]: typeof HexColor },
);
export type BrandingColors = typeof BrandingColors.Type;

/**
 * An image reference: an app-relative path or an https URL (never javascript: or data: from users). A path may not
 * start with `//` or `/\` (browsers read both as another host over any scheme) nor hold a backslash.
 */
const ImageRef = Schema.NullOr(Schema.String.check(Schema.isMaxLength(2048), Schema.isPattern(/^(\/(?![/\\])[^\s\\]*|https:\/\/[^\s\\]+)$/)));

export const FontId = Schema.Literals([1, 2, 3]);

export const Branding = Schema.Struct({
  client_id: Schema.Int,
  title: Schema.String,
  favicon_id: Schema.NullOr(Schema.Int),
  favicon: ImageRef,
  font_id: FontId,
  colors: BrandingColors,
  login_cover: ImageRef,
  logo: ImageRef,
  background: ImageRef,
});
export type Branding = typeof Branding.Type;

export const BrandingUpdate = Schema.Struct({
  client_id: Schema.optional(Int32),
  title: Schema.String.check(Schema.isMinLength(1), Schema.isMaxLength(200)),
  favicon_id: Schema.NullOr(Int32),
  favicon: ImageRef,
  font_id: FontId,
  colors: BrandingColors,
  login_cover: ImageRef,
  logo: ImageRef,
  background: ImageRef,
});
