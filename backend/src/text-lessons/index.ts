// Public entry: what the rest of the app may use from here (eslint local/boundaries).
export { hasContent, textDocumentSchema, type TextNode } from './text-document';
