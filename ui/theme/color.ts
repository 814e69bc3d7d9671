// Colour math for the theme: parsing branding colours, mixing, and WCAG 2.x contrast.
// Pure and DOM-free so that the theme can be computed and unit-tested anywhere.

export interface Rgb {
  r: number;
  g: number;
  b: number;
}

const WHITE: Rgb = { r: 255, g: 255, b: 255 };
const BLACK: Rgb = { r: 0, g: 0, b: 0 };

const clamp = (n: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, n));

/** Parses #rgb, #rgba, #rrggbb, #rrggbbaa (with or without #) and rgb()/rgba(); translucent colours are composited over white. */
export function parseColor(input: string | null | undefined): Rgb | null {
  if (typeof input !== "string") return null;
  const s = input.trim().toLowerCase();
  const hex = /^#?([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/.exec(s);
  if (hex) {
    let h = hex[1];
    if (h.length <= 4) h = [...h].map((c) => c + c).join("");
    const alpha = h.length === 8 ? Number.parseInt(h.slice(6, 8), 16) / 255 : 1;
    return over(
      { r: Number.parseInt(h.slice(0, 2), 16), g: Number.parseInt(h.slice(2, 4), 16), b: Number.parseInt(h.slice(4, 6), 16) },
      alpha,
    );
  }
  const fn = /^rgba?\(\s*([\d.]+%?)[\s,]+([\d.]+%?)[\s,]+([\d.]+%?)(?:[\s,/]+([\d.]+%?))?\s*\)$/.exec(s);
  if (fn) {
    const channel = (v: string) => (v.endsWith("%") ? (Number.parseFloat(v) * 255) / 100 : Number.parseFloat(v));
    const alpha = fn[4] === undefined ? 1 : fn[4].endsWith("%") ? Number.parseFloat(fn[4]) / 100 : Number.parseFloat(fn[4]);
    const rgb = { r: channel(fn[1]), g: channel(fn[2]), b: channel(fn[3]) };
    if ([rgb.r, rgb.g, rgb.b, alpha].some((n) => !Number.isFinite(n))) return null;
    return over({ r: clamp(rgb.r, 0, 255), g: clamp(rgb.g, 0, 255), b: clamp(rgb.b, 0, 255) }, clamp(alpha, 0, 1));
  }
  return null;
}

function over(c: Rgb, alpha: number): Rgb {
  if (alpha >= 1) return c;
  return { r: c.r * alpha + 255 * (1 - alpha), g: c.g * alpha + 255 * (1 - alpha), b: c.b * alpha + 255 * (1 - alpha) };
}

function toRgb(c: string | Rgb): Rgb {
  if (typeof c !== "string") return c;
  const parsed = parseColor(c);
  if (!parsed) throw new Error(`Not a colour: ${c}`);
  return parsed;
}

/** Formats a colour as lowercase #rrggbb. */
export function toHex(c: string | Rgb): string {
  const { r, g, b } = toRgb(c);
  return `#${[r, g, b].map((n) => Math.round(clamp(n, 0, 255)).toString(16).padStart(2, "0")).join("")}`;
}

/** Mixes `b` into `a` with weight `t` (0 → a, 1 → b), in sRGB. */
export function mix(a: string | Rgb, b: string | Rgb, t: number): string {
  const x = toRgb(a);
  const y = toRgb(b);
  const w = clamp(t, 0, 1);
  return toHex({ r: x.r + (y.r - x.r) * w, g: x.g + (y.g - x.g) * w, b: x.b + (y.b - x.b) * w });
}

/** An rgba() string of the colour with the given opacity. */
export function withAlpha(c: string | Rgb, alpha: number): string {
  const { r, g, b } = toRgb(c);
  return `rgba(${Math.round(r)}, ${Math.round(g)}, ${Math.round(b)}, ${clamp(alpha, 0, 1)})`;
}

/** WCAG 2.x relative luminance, 0 (black) to 1 (white). */
export function relativeLuminance(c: string | Rgb): number {
  const { r, g, b } = toRgb(c);
  const lin = (v: number) => {
    const s = v / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

/** WCAG 2.x contrast ratio between two colours, 1 to 21. */
export function contrastRatio(a: string | Rgb, b: string | Rgb): number {
  const la = relativeLuminance(a);
  const lb = relativeLuminance(b);
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

const minContrast = (fg: string | Rgb, bgs: readonly (string | Rgb)[]) => Math.min(...bgs.map((bg) => contrastRatio(fg, bg)));

/** Whether a background is light enough that dark text reads better on it. */
export function isLight(c: string | Rgb): boolean {
  return contrastRatio(c, BLACK) >= contrastRatio(c, WHITE);
}

/**
 * The text colour to put on `bg`: the `preferred` colour when it reaches `min` contrast,
 * otherwise white, a soft near-black, or pure black, whichever first reaches it.
 * White or black always reach 4.5:1, so a pale brand colour never yields unreadable text.
 */
export function readableText(bg: string | Rgb, preferred?: string | null, min = 4.5): string {
  const candidates = [parseColor(preferred), WHITE, toRgb("#0f172a"), BLACK].filter((c): c is Rgb => c !== null);
  for (const c of candidates) if (contrastRatio(c, bg) >= min) return toHex(c);
  return toHex(contrastRatio(WHITE, bg) >= contrastRatio(BLACK, bg) ? WHITE : BLACK);
}

/**
 * Keeps the hue of `fg` but darkens or lightens it (towards black on light backgrounds, white on dark ones)
 * until it reaches `min` contrast against every background in `bgs`.
 */
export function ensureContrast(fg: string | Rgb, bgs: string | Rgb | readonly (string | Rgb)[], min: number): string {
  const list = Array.isArray(bgs) ? (bgs as readonly (string | Rgb)[]) : [bgs as string | Rgb];
  const start = toHex(fg);
  if (minContrast(start, list) >= min) return start;
  const target = isLight(list[0]) ? BLACK : WHITE;
  const other = target === BLACK ? WHITE : BLACK;
  for (const goal of [target, other]) {
    for (let t = 0.04; t <= 1.0001; t += 0.04) {
      const candidate = mix(start, goal, t);
      if (minContrast(candidate, list) >= min) return candidate;
    }
  }
  // Backgrounds far apart (one very light, one very dark): pick the endpoint that does best.
  return minContrast(WHITE, list) >= minContrast(BLACK, list) ? "#ffffff" : "#000000";
}
