// Public entry: what the rest of the app may use from here (eslint local/boundaries).
export { escapeHtml, scriptSafeJson, SITE_NAME } from './page-meta';
