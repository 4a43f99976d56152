// Public entry: what the rest of the app may use from here (eslint local/boundaries). The campaigns pick a
// template from the same list, so a template saved or deleted here shows in their picker at once.
export { emailTemplateKeys, useEmailTemplates, type EmailTemplateRow } from './api/emailTemplatesApi';
