// Path parameters as the pages read them, for the loaders: an id is 1–9 digits and positive, anything else reads
// nothing (the page then shows its own not-found state, as it did before loaders).

/** A positive integer id from a path parameter, or null. */
export const idOf = (param: string | undefined): number | null => (param !== undefined && /^\d{1,9}$/.test(param) && Number(param) > 0 ? Number(param) : null);
