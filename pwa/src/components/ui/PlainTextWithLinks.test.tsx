import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PlainTextWithLinks, splitLinks } from './PlainTextWithLinks';

describe('PlainTextWithLinks', () => {
  it('makes web addresses links with user-content rel, leaving the sentence punctuation outside', () => {
    render(<PlainTextWithLinks text={'Xem https://vi.wikipedia.org/wiki/SEO. Cảm ơn!'} />);
    const link = screen.getByRole('link', { name: 'https://vi.wikipedia.org/wiki/SEO' });
    expect(link.getAttribute('href')).toBe('https://vi.wikipedia.org/wiki/SEO');
    expect(link.getAttribute('rel')).toBe('nofollow ugc noopener');
    expect(link.closest('p')?.textContent).toBe('Xem https://vi.wikipedia.org/wiki/SEO. Cảm ơn!');
  });

  it('shows HTML and script as text, and never links a javascript: address', () => {
    const { container } = render(<PlainTextWithLinks text={'<b>đậm</b><script>alert(1)</script> javascript:alert(1)'} />);
    expect(container.querySelector('b, script')).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
    expect(container.textContent).toBe('<b>đậm</b><script>alert(1)</script> javascript:alert(1)');
  });

  it('cuts text into parts that join back to the original', () => {
    const text = 'a http://x.vn/1 b\nhttps://y.vn/2)';
    const parts = splitLinks(text);
    expect(parts.map((part) => part.text).join('')).toBe(text);
    expect(parts.filter((part) => part.href).map((part) => part.href)).toEqual(['http://x.vn/1', 'https://y.vn/2']);
  });
});
