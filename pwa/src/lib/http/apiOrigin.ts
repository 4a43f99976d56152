/** openapi-fetch builds absolute Request URLs, so the API is addressed through the page's own origin. */
export const apiOrigin: string = globalThis.location?.origin ?? '';
