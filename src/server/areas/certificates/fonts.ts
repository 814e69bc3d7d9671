// The certificate fonts (spec 000 §3: 1 roboto, 2 pt_root_ui, 3 pt_astra_fact), each embedded from the npm font
// packages installed here. PT Root UI and PT Astra Fact are ParaType fonts that no npm package ships: PT Root UI is
// drawn with PT Sans and PT Astra Fact with PT Serif (the same foundry's Cyrillic and Latin sans and serif). The
// @fontsource packages split each font by script, so a family is its Latin, Latin Extended, Cyrillic and Cyrillic
// Extended files: the renderer draws each character with the first file that has it.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import fontkit from "@pdf-lib/fontkit";

const require = createRequire(import.meta.url);
const SUBSETS = ["latin", "latin-ext", "cyrillic", "cyrillic-ext"] as const;
const FAMILIES: Record<1 | 2 | 3, { pkg: string; file: string }> = {
  1: { pkg: "@fontsource/roboto", file: "roboto" },
  2: { pkg: "@fontsource/pt-sans", file: "pt-sans" },
  3: { pkg: "@fontsource/pt-serif", file: "pt-serif" },
};

const loaded = new Map<number, readonly Uint8Array[]>();

/** The font files of a family, in the order characters look for a glyph; read once per process. */
export const fontFiles = (fontId: 1 | 2 | 3): readonly Uint8Array[] => {
  let files = loaded.get(fontId);
  if (!files) {
    const f = FAMILIES[fontId] ?? FAMILIES[1];
    files = SUBSETS.map((s) => readFileSync(require.resolve(`${f.pkg}/files/${f.file}-${s}-400-normal.woff`)));
    loaded.set(fontId, files);
  }
  return files;
};

const sets = new Map<number, readonly Set<number>[]>();

/** The code points each file of a family draws (parsed once per process: a render only looks them up). */
export const fontCharacterSets = (fontId: 1 | 2 | 3): readonly Set<number>[] => {
  let found = sets.get(fontId);
  if (!found) {
    found = fontFiles(fontId).map((bytes) => new Set(fontkit.create(bytes).characterSet));
    sets.set(fontId, found);
  }
  return found;
};
