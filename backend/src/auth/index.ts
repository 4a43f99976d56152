// Public entry: what the rest of the app may use from here (eslint local/boundaries).
export * from './passwords';
export { SESSION_HINT_COOKIE } from './refresh-cookie';
