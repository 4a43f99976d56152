// Public entry: what the rest of the app may use from here (eslint local/boundaries).
export * from './resource-view';
export { lectureResourceSchema } from './lecture-resources.dto';
