
/**
 * The stored sort key of a name (library_folders/library_files.sort_key): compared bytewise it gives natural numeric
 * order, case- and accent-insensitive ("file 2" before "File 10"). Digit runs lose leading zeros and get their
 * length as a two-digit prefix, so a longer number sorts after a shorter one.
 */
export const sortKey = (name: string) =>
  name.normalize("NFKD").replace(/\p{M}/gu, "").toLowerCase().replace(/\d+/g, (run) => {
    const digits = run.replace(/^0+(?=\d)/, "").slice(0, 99);
    return String(digits.length).padStart(2, "0") + digits;
  });

/** Orders rows as a content page lists them: by sort key, then id (the keyset order). */
export const byKey = (a: { sort_key: string; id: number }, b: { sort_key: string; id: number }) =>
  a.sort_key < b.sort_key ? -1 : a.sort_key > b.sort_key ? 1 : a.id - b.id;

/** Natural numeric order by name ("2" before "10"), case-insensitive. */
export const naturalCompare = new Intl.Collator(undefined, { numeric: true, sensitivity: "base" }).compare;
