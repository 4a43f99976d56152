/**
 * openapi-fetch builds absolute Request URLs, so the API is addressed through the page's own origin.
 * On the server (a public page's first HTML) there is no page: requests go to the API in-process
 * (setRequestSender), which reads only their path.
 */
export const apiOrigin: string = globalThis.location?.origin ?? 'http://localhost';
