import { type ReactNode, useEffect, useRef } from 'react';
import type { LearnLecture } from '../api/learnApi';

/** The subset of TipTap's JSON the API accepts for a text lesson (docs/learning.md, "Text lessons"). */
export type TextMark = { type: 'bold' | 'italic' | 'code' } | { type: 'link'; attrs: { href: string } };
export type TextNode = {
  type: string;
  content?: TextNode[];
  text?: string;
  marks?: TextMark[];
  attrs?: { level?: number; src?: string; alt?: string | null };
};

// Checked again here: the copy kept on the device is not trusted to have come from the API.
const SAFE_HREF = /^(https?:\/\/|mailto:)/i;

function withMark(children: ReactNode, mark: TextMark, key: number): ReactNode {
  switch (mark.type) {
    case 'bold':
      return <strong key={key}>{children}</strong>;
    case 'italic':
      return <em key={key}>{children}</em>;
    case 'code':
      return (
        <code key={key} className="rounded bg-slate-100 px-1 font-mono text-[0.9em] dark:bg-slate-800">
          {children}
        </code>
      );
    case 'link':
      return SAFE_HREF.test(mark.attrs.href) ? (
        <a key={key} href={mark.attrs.href} target="_blank" rel="noopener noreferrer" className="text-brand-700 underline dark:text-brand-300">
          {children}
        </a>
      ) : (
        children
      );
    default:
      return children;
  }
}

/** React elements only: text stays text, so nothing an author wrote can run as HTML or script. */
function render(node: TextNode, key: number): ReactNode {
  const children = node.content?.map(render);
  switch (node.type) {
    case 'doc':
      return <div key={key}>{children}</div>;
    case 'paragraph':
      return <p key={key}>{children}</p>;
    case 'heading': {
      const Tag = node.attrs?.level === 3 ? 'h3' : node.attrs?.level === 4 ? 'h4' : 'h2';
      return <Tag key={key}>{children}</Tag>;
    }
    case 'bulletList':
      return <ul key={key}>{children}</ul>;
    case 'orderedList':
      return <ol key={key}>{children}</ol>;
    case 'listItem':
      return <li key={key}>{children}</li>;
    case 'blockquote':
      return <blockquote key={key}>{children}</blockquote>;
    case 'codeBlock':
      return (
        // A long line scrolls sideways on a phone: the block takes focus so a keyboard can scroll it too.
        <pre key={key} className="overflow-x-auto" tabIndex={0} role="region" aria-label="Đoạn mã">
          <code>{children}</code>
        </pre>
      );
    case 'hardBreak':
      return <br key={key} />;
    case 'horizontalRule':
      return <hr key={key} />;
    case 'image':
      return node.attrs?.src ? <img key={key} src={node.attrs.src} alt={node.attrs.alt ?? ''} loading="lazy" className="h-auto max-w-full rounded-lg" /> : null;
    case 'text':
      return (node.marks ?? []).reduce<ReactNode>((inner, mark, index) => withMark(inner, mark, index), node.text ?? '');
    default:
      return null;
  }
}

type Props = { lecture: LearnLecture; completed: boolean; onReadToEnd: () => void };

/** A text lesson: its document, and completion once the reader reaches its end (the sentinel below it). */
export function TextLecture({ lecture, completed, onReadToEnd }: Props) {
  const endRef = useRef<HTMLDivElement>(null);
  const document = lecture.textDocument as TextNode | null;
  // The latest callback, so a re-render does not start a new observer (and a second save).
  const onReadToEndRef = useRef(onReadToEnd);
  useEffect(() => {
    onReadToEndRef.current = onReadToEnd;
  });

  useEffect(() => {
    const end = endRef.current;
    if (!end || completed || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      onReadToEndRef.current();
    });
    observer.observe(end);
    return () => observer.disconnect();
  }, [completed]);

  return (
    <article
      className="rounded-xl bg-white p-4 leading-relaxed break-words text-slate-800 sm:p-6 dark:bg-slate-900 dark:text-slate-100 [&_blockquote]:border-l-4 [&_blockquote]:pl-3 [&_h2]:text-xl [&_h2]:font-bold [&_h3]:text-lg [&_h3]:font-semibold [&_h4]:font-semibold [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:my-3 [&_pre]:rounded-lg [&_pre]:bg-slate-900 [&_pre]:p-3 [&_pre]:text-sm [&_pre]:text-slate-100 [&_ul]:list-disc [&_ul]:pl-6"
      data-testid="text-lecture"
    >
      {document ? render(document, 0) : <p className="text-slate-600 dark:text-slate-300">Bài đọc chưa có nội dung.</p>}
      <div ref={endRef} aria-hidden="true" data-testid="text-lecture-end" />
    </article>
  );
}
