// File sizes in the locale's units, one formatter for the whole app: "193 B", "41 KB" (en), "41 КБ" (ru),
// "41 Ko" (fr); a space always stands between the number and the unit, and the number uses the locale's digits.
const UNITS: Record<string, readonly string[]> = {
  ru: ["Б", "КБ", "МБ", "ГБ"],
  en: ["B", "KB", "MB", "GB"],
  fr: ["o", "Ko", "Mo", "Go"],
};

/** A byte count in the largest unit below 1024 of it (1 decimal above bytes), or "" when there is none. */
export const formatSize = (bytes: number | null | undefined, locale: string) => {
  if (bytes == null || !Number.isFinite(bytes)) return "";
  const units = UNITS[locale.slice(0, 2)] ?? UNITS.en;
  let v = bytes;
  let u = 0;
  while (v >= 1024 && u < units.length - 1) {
    v /= 1024;
    u++;
  }
  const n = new Intl.NumberFormat(locale, { maximumFractionDigits: u === 0 ? 0 : 1 }).format(v);
  return `${n}\u00a0${units[u]}`;
};
