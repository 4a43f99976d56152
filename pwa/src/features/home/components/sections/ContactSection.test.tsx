import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ContactSection } from './ContactSection';

afterEach(() => vi.unstubAllGlobals());

function stubContact(status: number, body: unknown) {
  const fetchMock = vi.fn(async (_request: Request) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function fill(fields: Record<string, string>) {
  for (const [label, value] of Object.entries(fields)) fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

describe('ContactSection', () => {
  it('requires name, email and message before sending anything', () => {
    const fetchMock = stubContact(201, {});
    render(<ContactSection />);
    fill({ 'Họ và tên': 'Lan', Email: 'lan@example.vn' });
    fireEvent.click(screen.getByRole('button', { name: 'Gửi tin nhắn' }));
    expect(screen.getByTestId('contact-error').textContent).toBe('Vui lòng nhập họ tên, email và nội dung tin nhắn.');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the message without an empty phone, shows the server thank-you and clears the form', async () => {
    const fetchMock = stubContact(201, { message: 'Cảm ơn bạn đã liên hệ!' });
    render(<ContactSection />);
    fill({ 'Họ và tên': ' Lan ', Email: 'lan@example.vn', 'Nội dung': 'Tư vấn khóa TikTok giúp mình' });
    fireEvent.click(screen.getByRole('button', { name: 'Gửi tin nhắn' }));
    expect((await screen.findByTestId('contact-success')).textContent).toBe('Cảm ơn bạn đã liên hệ!');
    expect(await fetchMock.mock.calls[0][0].json()).toEqual({ name: 'Lan', email: 'lan@example.vn', message: 'Tư vấn khóa TikTok giúp mình' });
    expect((screen.getByLabelText('Nội dung') as HTMLTextAreaElement).value).toBe('');
  });

  it("shows the server's reason when sending fails", async () => {
    stubContact(429, { message: 'Bạn thao tác quá nhanh. Vui lòng thử lại sau ít phút.', code: 'TOO_MANY_REQUESTS' });
    render(<ContactSection />);
    fill({ 'Họ và tên': 'Lan', Email: 'lan@example.vn', 'Nội dung': 'Xin chào' });
    fireEvent.click(screen.getByRole('button', { name: 'Gửi tin nhắn' }));
    expect((await screen.findByTestId('contact-error')).textContent).toBe('Bạn thao tác quá nhanh. Vui lòng thử lại sau ít phút.');
  });
});
