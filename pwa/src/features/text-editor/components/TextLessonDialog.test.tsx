import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, type ApiCall } from '../../../test/fakeApi';
import { renderWithQuery } from '../../../test/renderWithQuery';
import { TextLessonDialog } from './TextLessonDialog';

vi.mock('react-hot-toast', () => ({ default: Object.assign(vi.fn(), { error: vi.fn(), success: vi.fn() }) }));
afterEach(() => vi.unstubAllGlobals());

const PATH = '/api/instructor/lectures/lt/text';
const saved = {
  type: 'doc',
  content: [
    { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Phễu' }] },
    {
      type: 'paragraph',
      content: [
        { type: 'text', text: '<script>alert(1)</script>', marks: [{ type: 'bold' }] },
        { type: 'text', text: ' xem', marks: [{ type: 'link', attrs: { href: 'https://example.com' } }] },
      ],
    },
    { type: 'image', attrs: { src: '/files/images/a.webp', alt: 'Sơ đồ' } },
  ],
};

function open(document: object | null, routes: Parameters<typeof fakeApi>[0] = {}) {
  const lesson = { lectureId: 'lt', lectureTitle: 'Đọc: phễu', courseId: 'c1', document };
  const calls = fakeApi({ [`GET ${PATH}`]: { body: { lesson } }, [`PUT ${PATH}`]: (call: ApiCall) => ({ body: { lesson: { ...lesson, ...(call.body as object) } } }), ...routes });
  renderWithQuery(<TextLessonDialog lectureId="lt" lectureTitle="Đọc: phễu" onClose={() => undefined} />);
  return calls;
}
const puts = (calls: ApiCall[]) => calls.filter((call) => call.method === 'PUT');

describe('TextLessonDialog', () => {
  it('saves the editor’s document with PUT, hostile text as a text node', async () => {
    const calls = open(saved);
    fireEvent.click(await screen.findByTestId('save-text-lesson'));
    await waitFor(() => expect(puts(calls)).toHaveLength(1));
    const body = puts(calls)[0].body as { document: typeof saved };
    expect(body.document.content[0]).toEqual(saved.content[0]);
    expect(body.document.content[1].content?.[0]).toMatchObject({ type: 'text', text: '<script>alert(1)</script>', marks: [{ type: 'bold' }] });
    expect(body.document.content[1].content?.[1]).toMatchObject({ type: 'text', text: ' xem', marks: [{ type: 'link', attrs: { href: 'https://example.com' } }] });
    expect(body.document.content[2]).toMatchObject({ type: 'image', attrs: { src: '/files/images/a.webp', alt: 'Sơ đồ' } });
    expect(screen.getByTestId('text-lesson-editor').querySelector('script')).toBeNull();
  });

  it('turns the first line into a heading from the toolbar, and saves a new lesson', async () => {
    const calls = open(null);
    fireEvent.click(await screen.findByRole('button', { name: 'H3' }));
    fireEvent.click(screen.getByTestId('save-text-lesson'));
    await waitFor(() => expect(puts(calls)).toHaveLength(1));
    expect((puts(calls)[0].body as { document: { content: { type: string; attrs?: object }[] } }).document.content[0]).toMatchObject({ type: 'heading', attrs: { level: 3 } });
  });

  it('shows the server’s refusal', async () => {
    open(saved, {
      [`PUT ${PATH}`]: {
        status: 400,
        body: { statusCode: 400, code: 'TEXT_LESSON_IMAGE_INVALID', message: 'Ảnh trong bài đọc phải là một ảnh trong thư viện media của giảng viên khóa học.' },
      },
    });
    fireEvent.click(await screen.findByTestId('save-text-lesson'));
    expect((await screen.findByTestId('text-lesson-save-error')).textContent).toBe('Ảnh trong bài đọc phải là một ảnh trong thư viện media của giảng viên khóa học.');
  });
});
