// hls.js ships no declaration beside its light build; it is the same API without the features this app
// never uses (subtitles, alternate audio, DRM).
declare module 'hls.js/light' {
  export * from 'hls.js';
  export { default } from 'hls.js';
}
