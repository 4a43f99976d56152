import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LearnLecture } from '../api/learnApi';
import { TextLecture } from './TextLecture';

const text = (value: string, marks?: object[]) => ({ type: 'text', text: value, ...(marks ? { marks } : {}) });
const paragraph = (...content: object[]) => ({ type: 'paragraph', content });

const document = {
  type: 'doc',
  content: [
    { type: 'heading', attrs: { level: 2 }, content: [text('Phễu marketing')] },
    { type: 'heading', attrs: { level: 3 }, content: [text('Tầng trên')] },
    paragraph(text('<script>alert(1)</script>')),
    paragraph(text('<img src=x onerror=alert(1)>')),
    paragraph(text('Đậm', [{ type: 'bold' }]), text('Nghiêng', [{ type: 'italic' }]), { type: 'hardBreak' }, text('mã', [{ type: 'code' }])),
    paragraph(text('Tài liệu', [{ type: 'link', attrs: { href: 'https://example.com/a' } }]), text('Độc', [{ type: 'link', attrs: { href: 'javascript:alert(1)' } }])),
    { type: 'bulletList', content: [{ type: 'listItem', content: [paragraph(text('Một'))] }] },
    { type: 'orderedList', content: [{ type: 'listItem', content: [paragraph(text('Hai'))] }] },
    { type: 'blockquote', content: [paragraph(text('Trích dẫn'))] },
    { type: 'codeBlock', content: [text('const a = 1;')] },
    { type: 'horizontalRule' },
    { type: 'image', attrs: { src: '/files/images/a.webp', alt: 'Sơ đồ' } },
    { type: 'iframe', attrs: { src: 'https://evil.example' } },
  ],
};

const lecture = (textDocument: object | null): LearnLecture => ({
  _id: 't1',
  title: 'Đọc: phễu',
  kind: 'text',
  durationSeconds: 0,
  isFreePreview: false,
  hasVideo: false,
  mediaId: null,
  thumbnailUrl: null,
  completed: false,
  positionSeconds: 0,
  resources: [],
  quiz: null,
  textDocument: textDocument as LearnLecture['textDocument'],
});

let observed: { callback: IntersectionObserverCallback; target: Element | null; disconnected: boolean }[] = [];
beforeEach(() => {
  observed = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      entry: (typeof observed)[number];
      constructor(callback: IntersectionObserverCallback) {
        this.entry = { callback, target: null, disconnected: false };
        observed.push(this.entry);
      }
      observe(target: Element) {
        this.entry.target = target;
      }
      disconnect() {
        this.entry.disconnected = true;
      }
    },
  );
});
afterEach(() => vi.unstubAllGlobals());

const reachEnd = (visible: boolean) => {
  for (const entry of observed.filter((one) => !one.disconnected))
    entry.callback([{ isIntersecting: visible, target: entry.target } as IntersectionObserverEntry], {} as IntersectionObserver);
};

describe('TextLecture', () => {
  it('renders every node type as elements, and hostile text as text', () => {
    const { container } = render(<TextLecture lecture={lecture(document)} completed={false} onReadToEnd={() => undefined} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Phễu marketing' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 3, name: 'Tầng trên' })).toBeTruthy();
    expect(screen.getByText('<script>alert(1)</script>')).toBeTruthy();
    expect(screen.getByText('<img src=x onerror=alert(1)>')).toBeTruthy();
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelectorAll('img')).toHaveLength(1);
    expect(container.querySelector('iframe')).toBeNull();
    expect(screen.getByText('Đậm').tagName).toBe('STRONG');
    expect(screen.getByText('Nghiêng').tagName).toBe('EM');
    expect(screen.getByText('mã').tagName).toBe('CODE');
    expect(container.querySelector('br')).not.toBeNull();
    const link = screen.getByRole('link', { name: 'Tài liệu' });
    expect(link.getAttribute('href')).toBe('https://example.com/a');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    // A javascript: link that slipped into the device's copy is shown as its text only.
    expect(screen.getByText('Độc').closest('a')).toBeNull();
    expect(screen.getByText('Một').closest('ul')).not.toBeNull();
    expect(screen.getByText('Hai').closest('ol')).not.toBeNull();
    expect(screen.getByText('Trích dẫn').closest('blockquote')).not.toBeNull();
    const code = screen.getByText('const a = 1;').closest('pre')!;
    // A block that scrolls sideways can be reached and scrolled with a keyboard (axe: scrollable-region-focusable).
    expect(code.tabIndex).toBe(0);
    expect(screen.getByRole('region', { name: 'Đoạn mã' })).toBe(code);
    expect(container.querySelector('hr')).not.toBeNull();
    expect(screen.getByRole('img', { name: 'Sơ đồ' }).getAttribute('src')).toBe('/files/images/a.webp');
  });

  it('completes the lesson once, when the reader reaches its end', () => {
    const onReadToEnd = vi.fn();
    render(<TextLecture lecture={lecture(document)} completed={false} onReadToEnd={onReadToEnd} />);
    expect(observed[0].target).toBe(screen.getByTestId('text-lecture-end'));
    reachEnd(false);
    expect(onReadToEnd).not.toHaveBeenCalled();
    reachEnd(true);
    reachEnd(true);
    expect(onReadToEnd).toHaveBeenCalledTimes(1);
  });

  it('watches nothing once the lesson is completed', () => {
    render(<TextLecture lecture={lecture(null)} completed onReadToEnd={() => undefined} />);
    expect(screen.getByText('Bài đọc chưa có nội dung.')).toBeTruthy();
    expect(observed).toHaveLength(0);
  });
});
