// Message catalogues are loaded per locale on demand. English is the fallback: a missing message makes
// react-intl report MISSING_TRANSLATION, which loads the English catalogue under every locale and re-renders.
// Messages live per area in locales/<area>/<locale>.json (the id's first segment names the folder), so two
// areas never edit one file. (The locale test keeps the three languages complete, so in practice English loads only for /en.)
import type { Locale } from "./locale";

export type Messages = Record<string, string>;

const loaders: Record<Locale, () => Promise<{ default: Messages }>> = {
  ru: () => import("./catalogues/ru"),
  en: () => import("./catalogues/en"),
  fr: () => import("./catalogues/fr"),
};

const own = new Map<Locale, Messages>();
const pending = new Map<Locale, Promise<Messages>>();
let fallback: Messages | null = null;
let fallbackLoading: Promise<void> | null = null;
let version = 0;
const listeners = new Set<() => void>();
const changed = () => {
  version++;
  for (const l of listeners) l();
};

const load = (locale: Locale): Promise<Messages> => {
  const ready = own.get(locale);
  if (ready) return Promise.resolve(ready);
  let p = pending.get(locale);
  if (!p) {
    p = loaders[locale]().then((m) => {
      own.set(locale, m.default);
      pending.delete(locale);
      changed();
      return m.default;
    });
    p.catch(() => pending.delete(locale));
    pending.set(locale, p);
  }
  return p;
};

/** Loads a locale's messages (before the first render in that locale). */
export const loadMessages = async (locale: Locale): Promise<Messages> => {
  await load(locale);
  return loadedMessages(locale);
};

/** Loads the English catalogue as the fallback under every locale; listeners re-render. */
export const ensureFallback = (): Promise<void> => {
  fallbackLoading ??= load("en").then((en) => {
    fallback = en;
    changed();
  });
  return fallbackLoading;
};

/** The messages of a locale loaded so far, with the English fallback under them once it is loaded. */
export const loadedMessages = (locale: Locale): Messages => {
  const mine = own.get(locale) ?? {};
  return fallback ? { ...fallback, ...mine } : mine;
};

/** Changes whenever a catalogue arrives, for `useSyncExternalStore`. */
export const subscribeMessages = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
export const messagesVersion = () => version;

/** Whether an id is a known message (used to tell catalogue ids from free text in server answers). */
export const isKnownMessage = (locale: Locale, id: string): boolean => id in loadedMessages(locale);
