import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import toast from 'react-hot-toast';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, type ApiCall, type ApiReply } from '../../../test/fakeApi';
import { renderWithQuery } from '../../../test/renderWithQuery';
import EmailTemplateEditorPage from './EmailTemplateEditorPage';
import { courseOption, coursePage, previewOf, templateList, welcomeTemplate } from './testData';

vi.mock('react-hot-toast', () => ({ default: Object.assign(vi.fn(), { error: vi.fn(), success: vi.fn() }) }));
afterEach(async () => {
  // Unmounted first, and the calls already under way answered by the fake API, before fetch is restored.
  cleanup();
  await new Promise((resolve) => setTimeout(resolve, 20));
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

type Routes = Record<string, ApiReply | ((call: ApiCall) => ApiReply)>;
type Json = Record<string, unknown>;

function ListProbe() {
  return <p data-testid="list-page">{useLocation().pathname}</p>;
}

function renderEditor(routes: Routes, path = '/admin/email-templates/new') {
  const calls = fakeApi({
    'GET /api/admin/email-templates': { body: templateList() },
    'POST /api/admin/email-templates/preview': (call) => ({ body: previewOf((call.body as Json).subject as string) }),
    ...routes,
  });
  renderWithQuery(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/admin/email-templates" element={<ListProbe />} />
        <Route path="/admin/email-templates/new" element={<EmailTemplateEditorPage />} />
        <Route path="/admin/email-templates/:templateId" element={<EmailTemplateEditorPage />} />
      </Routes>
    </MemoryRouter>,
  );
  return calls;
}

const block = (index: number) => within(screen.getByTestId(`email-block-${index}`));
const blockTitles = () => [...document.querySelectorAll('section[data-block-id]')].map((section) => section.getAttribute('aria-label'));
const sent = (calls: ApiCall[], method: string) => calls.filter((call) => call.method === method && !call.path.endsWith('/preview')).map((call) => call.body as Json);
const previews = (calls: ApiCall[]) => calls.filter((call) => call.path === '/api/admin/email-templates/preview').map((call) => call.body as Json);
const addBlock = (label: string) => {
  fireEvent.click(screen.getByTestId('add-block'));
  fireEvent.click(within(screen.getByLabelText('Chọn loại khối')).getByRole('button', { name: new RegExp(`^${label}`) }));
};
const ID = /^[0-9a-f-]{36}$/;

describe('EmailTemplateEditorPage: a new template', () => {
  it('starts from a greeting, adds, fills, reorders and deletes blocks, then creates the template and opens it', async () => {
    const created = welcomeTemplate({ _id: 't9', name: 'Ưu đãi tháng 12', usedBy: [] });
    const calls = renderEditor({
      'POST /api/admin/email-templates': { body: { template: created } },
      'GET /api/admin/email-templates/t9': { body: { template: created } },
    });
    await screen.findByTestId('email-template-editor');
    expect(blockTitles()).toEqual(['Khối 1: Tiêu đề', 'Khối 2: Đoạn văn', 'Khối 3: Nút bấm']);

    fireEvent.change(screen.getByLabelText('Tên mẫu'), { target: { value: 'Ưu đãi tháng 12' } });
    fireEvent.change(screen.getByLabelText('Tiêu đề thư'), { target: { value: '{{ user.first_name }} ơi, quà tháng 12' } });
    fireEvent.change(screen.getByLabelText('Dòng xem trước'), { target: { value: 'Giảm 30% hôm nay' } });

    addBlock('Mã giảm giá');
    fireEvent.change(block(3).getByLabelText('Mã giảm giá'), { target: { value: 'thang 12' } });
    expect(block(3).getByLabelText('Mã giảm giá')).toHaveProperty('value', 'THANG12');
    fireEvent.change(block(3).getByLabelText('Mô tả ưu đãi'), { target: { value: 'Giảm 30% mọi khóa học' } });
    fireEvent.change(block(3).getByLabelText('Hạn dùng (không bắt buộc)'), { target: { value: 'Đến hết 31/12' } });
    addBlock('Hình ảnh');
    fireEvent.change(block(4).getByLabelText('Địa chỉ ảnh'), { target: { value: 'https://cdn.example.vn/banner.png' } });
    fireEvent.change(block(4).getByLabelText('Mô tả ảnh (alt)'), { target: { value: 'Banner' } });
    fireEvent.change(block(4).getByLabelText('Chiều rộng (px)'), { target: { value: '480' } });
    addBlock('Đường kẻ');
    expect(blockTitles()).toEqual(['Khối 1: Tiêu đề', 'Khối 2: Đoạn văn', 'Khối 3: Nút bấm', 'Khối 4: Mã giảm giá', 'Khối 5: Hình ảnh', 'Khối 6: Đường kẻ']);

    // The coupon goes above the button, the text goes, the heading becomes a small one.
    fireEvent.click(screen.getByLabelText('Đưa khối 4 lên'));
    fireEvent.click(screen.getByLabelText('Xóa khối 2'));
    fireEvent.change(block(0).getByLabelText('Cỡ chữ'), { target: { value: '2' } });
    fireEvent.change(block(2).getByLabelText('Màu nút'), { target: { value: '#FF6600' } });
    expect(blockTitles()).toEqual(['Khối 1: Tiêu đề', 'Khối 2: Mã giảm giá', 'Khối 3: Nút bấm', 'Khối 4: Hình ảnh', 'Khối 5: Đường kẻ']);

    fireEvent.click(screen.getByTestId('save-template'));
    // Then the page of the saved template.
    await waitFor(() => expect(screen.getByTestId('email-template-status').textContent).toBe('Cập nhật lần cuối 10:00 20/11/2026'), { timeout: 3000 });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Ưu đãi tháng 12');
    const [body] = sent(calls, 'POST');
    expect(body).toMatchObject({ name: 'Ưu đãi tháng 12', subject: '{{ user.first_name }} ơi, quà tháng 12', preheader: 'Giảm 30% hôm nay' });
    const blocks = body.blocks as Json[];
    expect(blocks.map(({ id: _id, ...fields }) => fields)).toEqual([
      { type: 'heading', level: 2, text: 'Chào {{ user.first_name }},' },
      { type: 'coupon', code: 'THANG12', description: 'Giảm 30% mọi khóa học', expiresText: 'Đến hết 31/12' },
      { type: 'button', label: 'Khám phá khóa học', href: '{{ site.url }}/courses', color: '#FF6600' },
      { type: 'image', src: 'https://cdn.example.vn/banner.png', alt: 'Banner', width: 480 },
      { type: 'divider' },
    ]);
    expect(blocks.every((item) => ID.test(item.id as string))).toBe(true);
    expect(new Set(blocks.map((item) => item.id)).size).toBe(5);
    expect(toast.success).toHaveBeenCalledWith('Đã tạo mẫu email.');
    // The saved template's page: it can be sent as a test now.
    expect(calls.some((call) => call.method === 'GET' && call.path === '/api/admin/email-templates/t9')).toBe(true);
    expect(screen.getByTestId('send-test')).toHaveProperty('disabled', false);
  }, 15_000);

  it('shows the refusal of the server (400) and keeps the edits on screen', async () => {
    const refusal = 'Biến {{ user.phone }} không tồn tại. Các biến dùng được: user.name, user.first_name, user.email, site.name, site.url.';
    const calls = renderEditor({ 'POST /api/admin/email-templates': { status: 400, body: { message: refusal, code: 'TEMPLATE_INVALID' } } });
    await screen.findByTestId('email-template-editor');
    fireEvent.change(screen.getByLabelText('Tên mẫu'), { target: { value: 'Thử' } });
    fireEvent.change(screen.getByLabelText('Tiêu đề thư'), { target: { value: 'Gọi {{ user.phone }}' } });
    fireEvent.click(screen.getByTestId('save-template'));
    expect((await screen.findByTestId('email-template-error')).textContent).toBe(refusal);
    expect(screen.getByLabelText('Tiêu đề thư')).toHaveProperty('value', 'Gọi {{ user.phone }}');
    expect(screen.queryByTestId('list-page')).toBeNull();
    expect(toast.success).not.toHaveBeenCalled();
    expect(sent(calls, 'POST')).toHaveLength(1);
  });

  it('inserts a variable chip at the cursor of the focused field', async () => {
    renderEditor({});
    await screen.findByRole('button', { name: /^Chèn \{\{ user\.first_name \}\}/ });
    const subject = screen.getByLabelText('Tiêu đề thư') as HTMLInputElement;
    fireEvent.change(subject, { target: { value: 'Chào , quà cho bạn' } });
    fireEvent.focus(subject);
    subject.setSelectionRange(5, 5);
    fireEvent.click(screen.getByRole('button', { name: /^Chèn \{\{ user\.first_name \}\}/ }));
    expect(subject.value).toBe('Chào {{ user.first_name }}, quà cho bạn');

    const text = block(1).getByLabelText('Nội dung') as HTMLTextAreaElement;
    fireEvent.focus(text);
    text.setSelectionRange(text.value.length, text.value.length);
    fireEvent.click(screen.getByRole('button', { name: /^Chèn \{\{ site\.url \}\}/ }));
    expect(text.value).toBe('Cảm ơn bạn đã đồng hành cùng {{ site.name }}.{{ site.url }}');
    expect(subject.value).toBe('Chào {{ user.first_name }}, quà cho bạn');
  });
});

describe('EmailTemplateEditorPage: a saved template', () => {
  it('loads the template, duplicates, reorders and deletes blocks, and saves them in that order', async () => {
    const calls = renderEditor(
      {
        'GET /api/admin/email-templates/t1': { body: { template: welcomeTemplate() } },
        'PUT /api/admin/email-templates/t1': (call) => ({ body: { template: welcomeTemplate({ ...(call.body as Json), updatedAt: '2026-11-25T03:00:00Z' }) } }),
      },
      '/admin/email-templates/t1',
    );
    expect((await screen.findByTestId('email-template-status')).textContent).toBe('Cập nhật lần cuối 10:00 20/11/2026');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Chào mừng học viên mới');
    expect(screen.getByLabelText('Dòng xem trước')).toHaveProperty('value', 'Món quà nhỏ cho bạn');
    expect(within(screen.getByRole('region', { name: 'Đang dùng bởi' })).getByText('Thư chào mừng ngày 1')).toBeTruthy();
    expect(blockTitles()).toEqual(['Khối 1: Tiêu đề', 'Khối 2: Đoạn văn', 'Khối 3: Đường kẻ', 'Khối 4: Nút bấm']);
    expect(block(3).getByLabelText('Màu nút')).toHaveProperty('value', '#ff6600');

    fireEvent.click(screen.getByLabelText('Nhân bản khối 2'));
    fireEvent.change(block(2).getByLabelText('Nội dung'), { target: { value: 'Bài học đầu tiên đang chờ **bạn**.' } });
    fireEvent.click(screen.getByLabelText('Đưa khối 4 xuống'));
    fireEvent.click(screen.getByLabelText('Xóa khối 1'));
    fireEvent.change(screen.getByLabelText('Dòng xem trước'), { target: { value: '' } });
    // Back to the default colour: the field is left out.
    fireEvent.change(block(2).getByLabelText('Màu nút'), { target: { value: '' } });
    expect(screen.getByTestId('send-test')).toHaveProperty('disabled', true);

    fireEvent.click(screen.getByTestId('save-template'));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Đã lưu mẫu email.'));
    const [body] = sent(calls, 'PUT');
    expect(body.preheader).toBeNull();
    expect((body.blocks as Json[]).map((item) => [item.type, item.text ?? item.label])).toEqual([
      ['text', 'Cảm ơn bạn đã đăng ký.'],
      ['text', 'Bài học đầu tiên đang chờ **bạn**.'],
      ['button', 'Vào học'],
      ['divider', undefined],
    ]);
    expect((body.blocks as Json[])[2]).toEqual({ id: 'b1', type: 'button', label: 'Vào học', href: '{{ site.url }}/my-courses' });
    const ids = (body.blocks as Json[]).map((item) => item.id);
    expect(ids[0]).toBe('p1');
    expect(ids[1]).toMatch(ID);
    expect(ids.slice(2)).toEqual(['b1', 'd1']);
    expect(screen.getByTestId('email-template-status').textContent).toBe('Cập nhật lần cuối 10:00 25/11/2026');
    expect(screen.getByTestId('send-test')).toHaveProperty('disabled', false);
  });

  it('sends a test mail to the admin and toasts where it went', async () => {
    const calls = renderEditor(
      {
        'GET /api/admin/email-templates/t1': { body: { template: welcomeTemplate() } },
        'POST /api/admin/email-templates/t1/test': { body: { message: 'Đã gửi thư thử tới admin@hocvien.vn.' } },
      },
      '/admin/email-templates/t1',
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Gửi thử cho tôi' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Đã gửi thư thử tới admin@hocvien.vn.'));
    expect(calls.some((call) => call.method === 'POST' && call.path === '/api/admin/email-templates/t1/test')).toBe(true);
  });

  it('keeps the template when the server refuses to delete it (409), and leaves for the list once deleted', async () => {
    const refusal = 'Mẫu email đang được dùng bởi chiến dịch "Thư chào mừng ngày 1". Hãy đổi mẫu của chiến dịch đó trước khi xóa.';
    let inUse = true;
    renderEditor(
      {
        'GET /api/admin/email-templates/t1': { body: { template: welcomeTemplate() } },
        'DELETE /api/admin/email-templates/t1': () => (inUse ? { status: 409, body: { message: refusal, code: 'TEMPLATE_IN_USE' } } : { body: { message: 'Đã xóa mẫu email.' } }),
      },
      '/admin/email-templates/t1',
    );
    fireEvent.click(await screen.findByTestId('delete-template'));
    const dialog = within(screen.getByTestId('confirm-dialog'));
    fireEvent.click(dialog.getByRole('button', { name: 'Xóa' }));
    expect((await dialog.findByTestId('delete-template-error')).textContent).toBe(refusal);
    expect(screen.queryByTestId('list-page')).toBeNull();

    inUse = false;
    fireEvent.click(dialog.getByRole('button', { name: 'Xóa' }));
    expect((await screen.findByTestId('list-page')).textContent).toBe('/admin/email-templates');
    expect(toast.success).toHaveBeenCalledWith('Đã xóa mẫu email.');
  });

  it('says so when the template does not exist', async () => {
    renderEditor(
      { 'GET /api/admin/email-templates/gone': { status: 404, body: { message: 'Không tìm thấy mẫu email.', code: 'TEMPLATE_NOT_FOUND' } } },
      '/admin/email-templates/gone',
    );
    expect((await screen.findByTestId('email-template-not-found')).textContent).toContain('Không tìm thấy mẫu email');
  });
});

describe('EmailTemplateEditorPage: preview', () => {
  it('renders the content once edits pause, puts the html in the sandboxed frame, and switches to the phone width', async () => {
    const html = '<html><body><h1>Chào An,</h1><p>Quà cho bạn</p></body></html>';
    const calls = renderEditor({ 'POST /api/admin/email-templates/preview': (call) => ({ body: previewOf(`An ơi: ${(call.body as Json).subject as string}`, html) }) });
    const frame = (await screen.findByTestId('email-preview-frame', {}, { timeout: 2000 })) as HTMLIFrameElement;
    expect(frame.getAttribute('srcdoc')).toBe(html);
    expect(frame.getAttribute('sandbox')).toBe('allow-same-origin allow-popups allow-popups-to-escape-sandbox');
    // The first render of the starter blocks, with a stand-in subject while there is none.
    expect(previews(calls)).toHaveLength(1);
    expect(previews(calls)[0]).toMatchObject({ subject: '(Chưa có tiêu đề thư)', preheader: null });
    expect((previews(calls)[0].blocks as Json[]).map((item) => item.type)).toEqual(['heading', 'text', 'button']);

    // Typing fast sends one request, with what was typed last.
    fireEvent.change(screen.getByLabelText('Tiêu đề thư'), { target: { value: 'Quà' } });
    fireEvent.change(screen.getByLabelText('Tiêu đề thư'), { target: { value: 'Quà tháng 12' } });
    addBlock('Đường kẻ');
    await waitFor(() => expect(previews(calls)).toHaveLength(2), { timeout: 2000 });
    expect(previews(calls)[1]).toMatchObject({ subject: 'Quà tháng 12' });
    expect((previews(calls)[1].blocks as Json[]).map((item) => item.type)).toEqual(['heading', 'text', 'button', 'divider']);
    await waitFor(() => expect(screen.getByTestId('email-preview-subject').textContent).toContain('An ơi: Quà tháng 12'));

    const box = () => screen.getByTestId('email-preview-box').firstElementChild as HTMLElement;
    expect(screen.getByRole('button', { name: 'Máy tính' }).getAttribute('aria-pressed')).toBe('true');
    expect(box().style.width).toBe('600px');
    fireEvent.click(screen.getByRole('button', { name: 'Điện thoại' }));
    expect(box().style.width).toBe('375px');
    expect(screen.getByRole('button', { name: 'Điện thoại' }).getAttribute('aria-pressed')).toBe('true');
  }, 10_000);

  it('shows the server message instead of the frame while the blocks are invalid', async () => {
    const calls = renderEditor({
      'POST /api/admin/email-templates/preview': (call) => {
        const blocks = (call.body as Json).blocks as Json[];
        if (blocks.some((item) => item.type === 'coupon'))
          return { status: 400, body: { message: 'Mã giảm giá gồm 3–40 ký tự: chữ in hoa A–Z, số, dấu "_" hoặc "-".', code: 'VALIDATION_FAILED' } };
        return { body: previewOf('Xin chào') };
      },
    });
    await screen.findByTestId('email-preview-frame', {}, { timeout: 2000 });
    addBlock('Mã giảm giá');
    expect((await screen.findByTestId('email-preview-error', {}, { timeout: 2000 })).textContent).toBe('Mã giảm giá gồm 3–40 ký tự: chữ in hoa A–Z, số, dấu "_" hoặc "-".');
    expect(screen.queryByTestId('email-preview-frame')).toBeNull();

    fireEvent.click(screen.getByLabelText('Xóa khối 4'));
    expect(await screen.findByTestId('email-preview-frame', {}, { timeout: 2000 })).toBeTruthy();
    // The last good preview shows while the content is rendered again.
    await waitFor(() => expect(previews(calls)).toHaveLength(3));
  }, 10_000);

  it('asks for a block instead of rendering an empty mail', async () => {
    const calls = renderEditor({});
    await screen.findByTestId('email-preview-frame', {}, { timeout: 2000 });
    for (const index of [3, 2, 1]) fireEvent.click(screen.getByLabelText(`Xóa khối ${index}`));
    expect(screen.getByTestId('email-preview-empty')).toBeTruthy();
    expect(screen.getByTestId('email-blocks-empty')).toBeTruthy();
    await act(() => new Promise((resolve) => setTimeout(resolve, 800)));
    expect(previews(calls)).toHaveLength(1);
  });
});

describe('EmailTemplateEditorPage: course block', () => {
  it('picks a published course from the catalogue search and saves its id', async () => {
    const facebook = courseOption('c1', 'Quảng cáo Facebook từ A đến Z');
    const seo = courseOption('c2', 'SEO website thực chiến');
    const calls = renderEditor({
      'GET /api/courses': (call) => ({ body: coursePage(call.query.search ? [seo] : [facebook, seo]) }),
      'POST /api/admin/email-templates': (call) => ({ body: { template: welcomeTemplate({ _id: 't9', ...(call.body as Json) }) } }),
      'GET /api/admin/email-templates/t9': { body: { template: welcomeTemplate({ _id: 't9' }) } },
    });
    await screen.findByTestId('email-template-editor');
    addBlock('Thẻ khóa học');
    const course = block(3);
    await course.findByRole('option', { name: facebook.title });
    expect(calls.find((call) => call.path === '/api/courses')?.query).toEqual({ limit: '50' });
    fireEvent.change(course.getByLabelText('Tìm khóa học'), { target: { value: 'seo' } });
    await waitFor(() => expect(course.queryByRole('option', { name: facebook.title })).toBeNull());
    expect(calls.filter((call) => call.path === '/api/courses').at(-1)?.query).toEqual({ limit: '50', search: 'seo' });
    fireEvent.change(course.getByLabelText('Khóa học'), { target: { value: 'c2' } });
    expect(course.getByTestId('course-block-selected').textContent?.replace(/\s/g, ' ')).toBe('SEO website thực chiến · Trần Văn Giảng · 499.000 ₫');

    fireEvent.change(screen.getByLabelText('Tên mẫu'), { target: { value: 'Giới thiệu khóa SEO' } });
    fireEvent.change(screen.getByLabelText('Tiêu đề thư'), { target: { value: 'Khóa SEO mới' } });
    fireEvent.click(screen.getByTestId('save-template'));
    await waitFor(() => expect(screen.getByTestId('email-template-status').textContent).toContain('Cập nhật lần cuối'), { timeout: 3000 });
    expect(toast.success).toHaveBeenCalledWith('Đã tạo mẫu email.');
    const blocks = sent(calls, 'POST')[0].blocks as Json[];
    expect(blocks.at(-1)).toEqual({ id: expect.stringMatching(ID), type: 'course', courseId: 'c2' });
  });
});
