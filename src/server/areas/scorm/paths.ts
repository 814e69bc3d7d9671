/** The player page of a package: `/scorm/<id>` (the browser prefixes the page's language). */
export const playerPath = (packageId: string) => `/scorm/${packageId}`;
