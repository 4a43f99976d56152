import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fakeApi, type ApiCall } from '../../../test/fakeApi';
import { renderWithQuery } from '../../../test/renderWithQuery';
import { TextLessonDialog } from './TextLessonDialog';

vi.mock('react-hot-toast', () => ({ default: Object.assign(vi.fn(), { error: vi.fn(), success: vi.fn() }) }));
afterEach(() => vi.unstubAllGlobals());
beforeAll(() => {
  // jsdom lays nothing out: ProseMirror scrolls the selection into view after a focused command.
  Range.prototype.getClientRects ??= () => [] as unknown as DOMRectList;
  Range.prototype.getBoundingClientRect ??= () => new DOMRect();
});

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

function open(document: object | null, routes: Parameters<typeof fakeApi>[0] = {}, onClose: () => void = () => undefined) {
  const lesson = { lectureId: 'lt', lectureTitle: 'Đọc: phễu', courseId: 'c1', document };
  const calls = fakeApi({ [`GET ${PATH}`]: { body: { lesson } }, [`PUT ${PATH}`]: (call: ApiCall) => ({ body: { lesson: { ...lesson, ...(call.body as object) } } }), ...routes });
  renderWithQuery(<TextLessonDialog lectureId="lt" lectureTitle="Đọc: phễu" onClose={onClose} />);
  return calls;
}
const plain = { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Đọc thêm' }] }] };
/** ProseMirror's own Mod-a: the whole document selected, as a user would before making it a link. */
const selectAll = async () => fireEvent.keyDown((await screen.findByTestId('text-lesson-editor')).querySelector('[contenteditable]')!, { key: 'a', ctrlKey: true });
const puts = (calls: ApiCall[]) => calls.filter((call) => call.method === 'PUT');

describe('TextLessonDialog', () => {
  it('renders its toolbar without React’s warning of list items without keys', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    open(plain);
    await screen.findByRole('button', { name: 'H2' });
    const keyWarnings = consoleError.mock.calls.filter((args) => String(args[0]).includes('unique "key"'));
    consoleError.mockRestore();
    expect(keyWarnings).toEqual([]);
  });

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

  it('makes a link from a field under the toolbar, refusing an address that could run script', async () => {
    const calls = open(plain);
    await selectAll();
    fireEvent.click(screen.getByRole('button', { name: 'Liên kết' }));
    const field = screen.getByLabelText('Địa chỉ liên kết');
    fireEvent.change(field, { target: { value: 'javascript:alert(1)' } });
    fireEvent.click(screen.getByRole('button', { name: 'Áp dụng' }));
    expect(screen.getByRole('alert').textContent).toBe('Liên kết phải bắt đầu bằng http://, https:// hoặc mailto:.');
    fireEvent.change(field, { target: { value: 'https://hocvien.vn/bai-doc' } });
    fireEvent.keyDown(field, { key: 'Enter' });
    expect(screen.queryByTestId('link-field')).toBeNull();
    fireEvent.click(screen.getByTestId('save-text-lesson'));
    await waitFor(() => expect(puts(calls)).toHaveLength(1));
    const paragraph = (puts(calls)[0].body as { document: { content: { content: object[] }[] } }).document.content[0];
    expect(paragraph.content).toEqual([{ type: 'text', text: 'Đọc thêm', marks: [{ type: 'link', attrs: expect.objectContaining({ href: 'https://hocvien.vn/bai-doc' }) }] }]);
  });

  it('asks before closing with changes not saved, and closes at once when they are saved', async () => {
    const onClose = vi.fn();
    open(plain, {}, onClose);
    fireEvent.click(await screen.findByRole('button', { name: 'H2' }));
    // Both ways out ask: the dialog's own close button, then the form's 'Đóng'.
    const [closeIcon, closeButton] = screen.getAllByRole('button', { name: 'Đóng' });
    fireEvent.click(closeIcon);
    expect(screen.getByText('Bài đọc có thay đổi chưa lưu. Nếu đóng bây giờ, các thay đổi này sẽ mất.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Tiếp tục soạn' }));
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.click(closeButton);
    fireEvent.click(screen.getByRole('button', { name: 'Đóng, bỏ thay đổi' }));
    expect(onClose).toHaveBeenCalledTimes(1);

    fireEvent.click(screen.getByTestId('save-text-lesson'));
    await waitFor(() => expect(screen.getByTestId('save-text-lesson').textContent).toBe('Lưu bài đọc'));
    await waitFor(() => expect((screen.getByTestId('save-text-lesson') as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(closeButton);
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});
