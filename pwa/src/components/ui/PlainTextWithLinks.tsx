import { Fragment } from 'react';

// http(s) addresses only: a "javascript:" or "data:" link in a post stays text.
const LINK = /\bhttps?:\/\/[^\s<>"']+/gi;
// Punctuation that ends a sentence is not part of the address ("xem https://a.vn/b.").
const TRAILING = /[.,;:!?)\]]+$/;

export interface TextPart {
  text: string;
  href?: string;
}

/** A post's text cut into plain parts and link parts; nothing in it is ever read as HTML. */
export function splitLinks(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(LINK)) {
    const start = match.index ?? 0;
    const address = match[0].replace(TRAILING, '');
    if (start > last) parts.push({ text: text.slice(last, start) });
    parts.push({ text: address, href: address });
    last = start + address.length;
  }
  if (last < text.length) parts.push({ text: text.slice(last) });
  return parts;
}

interface PlainTextWithLinksProps {
  text: string;
  className?: string;
  /** The element the text sits in: a paragraph by default. */
  as?: 'p' | 'div' | 'span';
}

/**
 * What a learner or an instructor wrote: shown as text with its line breaks, its web addresses made
 * clickable with rel="nofollow ugc noopener" (user content, opened in a new tab).
 */
export function PlainTextWithLinks({ text, className = '', as: Element = 'p' }: PlainTextWithLinksProps) {
  return (
    <Element className={`whitespace-pre-line break-words ${className}`}>
      {splitLinks(text).map((part, index) =>
        part.href ? (
          <a key={index} href={part.href} target="_blank" rel="nofollow ugc noopener" className="text-blue-700 underline break-all dark:text-blue-300">
            {part.text}
          </a>
        ) : (
          <Fragment key={index}>{part.text}</Fragment>
        ),
      )}
    </Element>
  );
}
