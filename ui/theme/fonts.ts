// Roboto, the default branding font (font_id 1), bundled from @fontsource with its Cyrillic subset.
// PT Root UI (2) and PT Astra Fact (3) are not on npm; their stacks fall back to system fonts.
import "@fontsource/roboto/400.css";
import "@fontsource/roboto/500.css";
import "@fontsource/roboto/700.css";
