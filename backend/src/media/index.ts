// Public entry: what the rest of the app may use from here (eslint local/boundaries).
export { mediaKeys } from './media-keys';
