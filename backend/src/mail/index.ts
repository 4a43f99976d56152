// Public entry: what the rest of the app may use from here (eslint local/boundaries).
export * from './mail-templates';
export { PartTemplate } from './base64-lines';
export type { MailBody } from './raw-mail';
