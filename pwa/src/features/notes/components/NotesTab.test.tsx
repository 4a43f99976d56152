import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '../../../lib/db';
import { saveBlob } from '../../../lib/saveBlob';
import { clearAccessToken, setAccessToken } from '../../../lib/session/tokenStore';
import { fakeApi, type ApiCall } from '../../../test/fakeApi';
import { renderWithQuery } from '../../../test/renderWithQuery';
import { cancelScheduledProgressSync, clearLearningTables, fakeJwt, requestProgressSync, setOnline, type ServerNote } from '../../learn';
import type { PlayerControls } from '../../questions';
import { NotesTab } from './NotesTab';

vi.mock('../../../lib/saveBlob', () => ({ saveBlob: vi.fn() }));

const LIST = 'GET /api/learn/courses/c1/notes';
const course = {
  title: 'Quảng cáo Facebook từ A đến Z',
  slug: 'facebook-ads',
  lectures: [
    { id: 'l1', title: 'Giới thiệu' },
    { id: 'l2', title: 'Tạo tài khoản quảng cáo' },
    { id: 'l3', title: 'Chọn mục tiêu' },
  ],
};
const lecture = { _id: 'l2', title: 'Tạo tài khoản quảng cáo', hasVideo: true };

const serverNote = (clientId: string, lectureId: string, positionSeconds: number, text: string): ServerNote => ({
  clientId,
  lectureId,
  positionSeconds,
  text,
  editedAt: '2026-03-05T03:00:00.000Z',
  updatedAt: '2026-03-05T03:00:00.000Z',
});
const NOTES: ServerNote[] = [
  serverNote('n1', 'l2', 75, 'Đặt ngân sách theo ngày'),
  serverNote('n2', 'l2', 5, '<b>mở đầu</b>'),
  serverNote('n3', 'l3', 30, 'Chọn mục tiêu chuyển đổi'),
  serverNote('n4', 'l1', 600, 'Khóa học gồm 3 phần'),
];

/** The id a new note gets on the device (crypto.randomUUID, stubbed). */
const NEW_ID = '7d1f2a4e-0000-4000-8000-000000000001';

/** The server's notes list, and PUT / DELETE of the notes as the server answers them (a PUT echoes the version it keeps). */
function noteServer(routes: Parameters<typeof fakeApi>[0] = {}) {
  const put = (call: ApiCall) => {
    const body = call.body as Omit<ServerNote, 'clientId' | 'updatedAt'>;
    return { body: { clientId: call.path.split('/').at(-1), ...body, updatedAt: body.editedAt } };
  };
  const remove = (call: ApiCall) => ({ body: { clientId: call.path.split('/').at(-1), deleted: true } });
  const writeRoutes = Object.fromEntries(
    ['n1', 'n2', NEW_ID].flatMap((clientId) => [
      [`PUT /api/learn/courses/c1/notes/${clientId}`, put],
      [`DELETE /api/learn/courses/c1/notes/${clientId}`, remove],
    ]),
  );
  const calls = fakeApi({ [LIST]: { body: { items: NOTES } }, ...writeRoutes, ...routes });
  return { calls, writes: () => calls.filter((call) => call.method !== 'GET') };
}

function renderTab(player: PlayerControls = { currentSecond: () => 75, seek: vi.fn() }) {
  renderWithQuery(<NotesTab userId="u1" courseId="c1" course={course} lecture={lecture} player={player} />);
  return player;
}

const noteRow = (clientId: string) => screen.getByTestId(`note-${clientId}`);
const onlyNoteIds = () => screen.queryAllByTestId(/^note-(?!form|error)/).map((row) => row.dataset.testid);

beforeEach(async () => {
  await clearLearningTables();
  setAccessToken(fakeJwt('u1'));
  vi.spyOn(crypto, 'randomUUID').mockReturnValue(NEW_ID);
});
afterEach(() => {
  cancelScheduledProgressSync();
  clearAccessToken();
  setOnline(true);
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('NotesTab', () => {
  it("lists this lecture's notes by moment, text shown as text; a note's m:ss seeks the video", async () => {
    noteServer();
    const player = renderTab();

    await screen.findByTestId('note-n1');
    expect(onlyNoteIds()).toEqual(['note-n2', 'note-n1']);
    expect(noteRow('n2').textContent).toContain('<b>mở đầu</b>');
    expect(noteRow('n2').querySelector('b')).toBeNull();
    expect(noteRow('n1').textContent).not.toContain('Chưa đồng bộ');

    fireEvent.click(within(noteRow('n1')).getByRole('button', { name: 'Xem video tại 1:15' }));
    expect(player.seek).toHaveBeenCalledWith('l2', 75);
  });

  it("adds a note at the video's moment offline: kept on the device as 'Chưa đồng bộ', sent once when back online", async () => {
    setOnline(false);
    const { calls, writes } = noteServer({
      [LIST]: () => {
        if (!navigator.onLine) throw new TypeError('Failed to fetch');
        return { body: { items: NOTES } };
      },
    });
    renderTab();
    expect(await screen.findByTestId('notes-unsynced')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Thêm ghi chú tại 1:15' }));
    const box = screen.getByLabelText('Ghi chú tại 1:15');
    fireEvent.click(screen.getByRole('button', { name: 'Lưu ghi chú' }));
    expect(screen.getByTestId('note-error').textContent).toBe('Vui lòng nhập nội dung ghi chú.');
    fireEvent.change(box, { target: { value: 'x'.repeat(2001) } });
    fireEvent.click(screen.getByRole('button', { name: 'Lưu ghi chú' }));
    expect(screen.getByTestId('note-error').textContent).toBe('Ghi chú tối đa 2.000 ký tự.');
    fireEvent.change(box, { target: { value: '  Nhớ kiểm tra pixel\n<script>alert(1)</script>  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Lưu ghi chú' }));

    const [note] = await vi.waitFor(async () => {
      const stored = await db.notes.toArray();
      expect(stored).toHaveLength(1);
      return stored;
    });
    const row = await screen.findByTestId(`note-${note.clientId}`);
    expect(row.textContent).toContain('Chưa đồng bộ');
    expect(row.textContent).toContain('<script>alert(1)</script>');
    expect(within(row).getByRole('button', { name: 'Xem video tại 1:15' })).toBeTruthy();
    expect(writes()).toHaveLength(0);

    // What the sync agent does on the 'online' event.
    act(() => {
      setOnline(true);
      requestProgressSync('u1');
    });
    await vi.waitFor(() => expect(screen.getByTestId(`note-${note.clientId}`).textContent).not.toContain('Chưa đồng bộ'));
    expect(writes()).toEqual([
      {
        method: 'PUT',
        path: `/api/learn/courses/c1/notes/${note.clientId}`,
        query: {},
        body: { lectureId: 'l2', positionSeconds: 75, text: 'Nhớ kiểm tra pixel\n<script>alert(1)</script>', editedAt: note.editedAt },
      },
    ]);
    expect(calls.filter((call) => call.method === 'GET').length).toBeGreaterThan(0);
  });

  it('keeps the moment the learner was at when the video leaves the page (the connection dropped)', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      noteServer();
      let second: number | null = 75;
      renderTab({ currentSecond: () => second, seek: vi.fn() });
      expect(screen.getByRole('button', { name: 'Thêm ghi chú tại 1:15' })).toBeTruthy();
      second = null;
      act(() => {
        vi.advanceTimersByTime(2500);
      });
      fireEvent.click(screen.getByRole('button', { name: 'Thêm ghi chú tại 1:15' }));
      expect(screen.getByLabelText('Ghi chú tại 1:15')).toBeTruthy();
    } finally {
      vi.useRealTimers();
    }
  });

  it('edits a note in place and sends the new version under the same id', async () => {
    const { writes } = noteServer();
    renderTab();

    fireEvent.click(within(await screen.findByTestId('note-n1')).getByRole('button', { name: 'Sửa' }));
    const box = screen.getByLabelText('Sửa ghi chú tại 1:15') as HTMLTextAreaElement;
    expect(box.value).toBe('Đặt ngân sách theo ngày');
    fireEvent.change(box, { target: { value: 'Đặt ngân sách theo tuần' } });
    fireEvent.click(screen.getByRole('button', { name: 'Lưu' }));

    await vi.waitFor(() => expect(writes()).toHaveLength(1));
    expect(writes()[0]).toMatchObject({ method: 'PUT', path: '/api/learn/courses/c1/notes/n1', body: { text: 'Đặt ngân sách theo tuần', positionSeconds: 75, lectureId: 'l2' } });
    await vi.waitFor(() => expect(noteRow('n1').textContent).toContain('Đặt ngân sách theo tuần'));
    expect(screen.queryByTestId('note-form')).toBeNull();
  });

  it('deletes a note only after confirmation', async () => {
    const { writes } = noteServer();
    renderTab();

    fireEvent.click(within(await screen.findByTestId('note-n1')).getByRole('button', { name: 'Xóa' }));
    const dialog = screen.getByTestId('confirm-dialog');
    expect(dialog.textContent).toContain('Xóa ghi chú tại 1:15?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Hủy' }));
    expect(screen.queryByTestId('confirm-dialog')).toBeNull();
    expect(noteRow('n1')).toBeTruthy();

    fireEvent.click(within(noteRow('n1')).getByRole('button', { name: 'Xóa' }));
    fireEvent.click(within(screen.getByTestId('confirm-dialog')).getByRole('button', { name: 'Xóa' }));
    await vi.waitFor(() => expect(screen.queryByTestId('note-n1')).toBeNull());
    await vi.waitFor(() => expect(writes()).toHaveLength(1));
    expect(writes()[0]).toMatchObject({ method: 'DELETE', path: '/api/learn/courses/c1/notes/n1', query: { editedAt: expect.any(String) } });
    expect(onlyNoteIds()).toEqual(['note-n2']);
  });

  it("'Tất cả ghi chú của khóa học' groups every note by lecture in course order, searches without accents and seeks other lectures", async () => {
    noteServer();
    const player = renderTab();
    await screen.findByTestId('note-n1');

    fireEvent.click(screen.getByRole('button', { name: 'Tất cả ghi chú của khóa học' }));
    const list = screen.getByTestId('course-notes');
    expect(
      within(list)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Giới thiệu', 'Tạo tài khoản quảng cáo', 'Chọn mục tiêu']);
    expect(onlyNoteIds()).toEqual(['note-n4', 'note-n2', 'note-n1', 'note-n3']);

    fireEvent.change(screen.getByRole('searchbox', { name: 'Tìm trong ghi chú' }), { target: { value: 'NGAN sach' } });
    expect(onlyNoteIds()).toEqual(['note-n1']);
    expect(
      within(list)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Tạo tài khoản quảng cáo']);
    fireEvent.change(screen.getByRole('searchbox', { name: 'Tìm trong ghi chú' }), { target: { value: 'muc tieu' } });
    fireEvent.click(within(noteRow('n3')).getByRole('button', { name: 'Xem video tại 0:30' }));
    expect(player.seek).toHaveBeenCalledWith('l3', 30);
    fireEvent.change(screen.getByRole('searchbox', { name: 'Tìm trong ghi chú' }), { target: { value: 'không có đâu' } });
    expect(list.textContent).toContain('Không có ghi chú nào khớp với từ khóa.');
  });

  it('exports every note of the course as a UTF-8 text file with a BOM', async () => {
    noteServer();
    renderTab();
    await screen.findByTestId('note-n1');
    fireEvent.click(screen.getByRole('button', { name: 'Tất cả ghi chú của khóa học' }));
    // The search narrows the list, not the export.
    fireEvent.change(screen.getByRole('searchbox', { name: 'Tìm trong ghi chú' }), { target: { value: 'ngan sach' } });
    fireEvent.click(screen.getByRole('button', { name: 'Xuất ghi chú (.txt)' }));

    expect(saveBlob).toHaveBeenCalledTimes(1);
    const [blob, filename] = vi.mocked(saveBlob).mock.calls[0];
    expect(filename).toBe('ghi-chu-facebook-ads.txt');
    expect(blob.type).toBe('text/plain;charset=utf-8');
    const bytes = new Uint8Array(await blob.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes.slice(3)).split('\r\n')).toEqual([
      'Ghi chú khóa học: Quảng cáo Facebook từ A đến Z',
      '',
      '== Giới thiệu ==',
      '[10:00] Khóa học gồm 3 phần',
      '',
      '== Tạo tài khoản quảng cáo ==',
      '[0:05] <b>mở đầu</b>',
      '[1:15] Đặt ngân sách theo ngày',
      '',
      '== Chọn mục tiêu ==',
      '[0:30] Chọn mục tiêu chuyển đổi',
      '',
    ]);
  });

  it('shows the reason a note was refused, and when access has ended, the notes without any way to change them', async () => {
    await db.notes.put({
      userId: 'u1',
      clientId: 'n9',
      courseId: 'c1',
      lectureId: 'l2',
      positionSeconds: 12,
      text: 'Viết sau khi hoàn tiền',
      editedAt: '2026-03-06T00:00:00.000Z',
      deleted: false,
      syncedAt: null,
      refusal: { message: 'Quyền truy cập khóa học của bạn đã kết thúc.', code: 'NOTE_ACCESS_ENDED' },
    });
    fakeApi({ [LIST]: { status: 403, body: { message: 'Quyền truy cập khóa học của bạn đã kết thúc.', code: 'NOTE_ACCESS_ENDED' } } });
    renderTab();

    const row = await screen.findByTestId('note-n9');
    expect(row.textContent).toContain('Không đồng bộ được: Quyền truy cập khóa học của bạn đã kết thúc.');
    expect(row.textContent).not.toContain('Chưa đồng bộ');
    expect((await screen.findByTestId('notes-access-ended')).textContent).toBe('Quyền truy cập khóa học của bạn đã kết thúc.');
    expect(screen.queryByRole('button', { name: /Thêm ghi chú/ })).toBeNull();
    expect(within(row).queryByRole('button', { name: 'Sửa' })).toBeNull();
    expect(within(row).queryByRole('button', { name: 'Xóa' })).toBeNull();
    expect(screen.queryByTestId('notes-unsynced')).toBeNull();
  });
});
