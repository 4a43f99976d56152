import { fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../test/fakeApi';
import { renderWithQuery } from '../../../test/renderWithQuery';
import { emptyLecture, emptySection, type LectureResource, type SectionDraft } from '../courseDraft';
import { CurriculumEditor } from './CurriculumEditor';

vi.mock('react-hot-toast', () => ({ default: Object.assign(vi.fn(), { error: vi.fn(), success: vi.fn() }) }));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

let latest: SectionDraft[] = [];
function Harness({ initial = [{ ...emptySection(), title: 'Chương A' }] }: { initial?: SectionDraft[] }) {
  const [sections, setSections] = useState(initial);
  latest = sections;
  return (
    <MemoryRouter>
      <CurriculumEditor sections={sections} onChange={setSections} />
    </MemoryRouter>
  );
}

const titles = () => latest.map((section) => [section.title, ...section.lectures.map((lecture) => lecture.title)]);

describe('CurriculumEditor', () => {
  it('adds, renames, reorders and removes sections and lectures', () => {
    renderWithQuery(<Harness />);
    fireEvent.change(screen.getByLabelText('Tên bài 1 chương 1'), { target: { value: 'A1' } });
    fireEvent.click(screen.getByText('+ Thêm bài giảng'));
    fireEvent.change(screen.getByLabelText('Tên bài 2 chương 1'), { target: { value: 'A2' } });
    fireEvent.click(screen.getByText('Thêm chương'));
    fireEvent.change(screen.getByLabelText('Tên chương 2'), { target: { value: 'Chương B' } });
    fireEvent.change(screen.getByLabelText('Tên bài 1 chương 2'), { target: { value: 'B1' } });
    expect(titles()).toEqual([
      ['Chương A', 'A1', 'A2'],
      ['Chương B', 'B1'],
    ]);

    fireEvent.click(screen.getByLabelText('Đưa bài 2 chương 1 lên'));
    expect(titles()[0]).toEqual(['Chương A', 'A2', 'A1']);
    fireEvent.click(screen.getByLabelText('Đưa chương 2 lên'));
    expect(titles()).toEqual([
      ['Chương B', 'B1'],
      ['Chương A', 'A2', 'A1'],
    ]);
    // Moving the first one up does nothing.
    fireEvent.click(screen.getByLabelText('Đưa chương 1 lên'));
    expect(titles()[0][0]).toBe('Chương B');

    fireEvent.click(screen.getByLabelText('Xóa bài 1 chương 2'));
    fireEvent.click(screen.getByLabelText('Xóa chương 1'));
    expect(titles()).toEqual([['Chương A', 'A1']]);
  });

  it('adds a quiz lecture: no video for it, its questions once the course is saved', () => {
    renderWithQuery(<Harness />);
    fireEvent.click(screen.getByText('+ Thêm bài kiểm tra'));
    expect(latest[0].lectures.map((lecture) => lecture.kind)).toEqual(['video', 'quiz']);
    const quiz = within(screen.getByTestId('lecture-0-1'));
    expect(quiz.getByText('Bài kiểm tra')).toBeTruthy();
    expect(quiz.getByText('Lưu khóa học để soạn câu hỏi')).toBeTruthy();
    expect(quiz.queryByText('Chọn video')).toBeNull();
    expect(within(screen.getByTestId('lecture-0-0')).getByText('Chọn video')).toBeTruthy();
  });

  it('adds a text lesson: no video for it, its editor once the course is saved', () => {
    renderWithQuery(<Harness />);
    fireEvent.click(screen.getByText('+ Thêm bài đọc'));
    expect(latest[0].lectures.map((lecture) => lecture.kind)).toEqual(['video', 'text']);
    const reading = within(screen.getByTestId('lecture-0-1'));
    expect(reading.getByText('Bài đọc')).toBeTruthy();
    expect(reading.getByText('Lưu khóa học để soạn bài đọc')).toBeTruthy();
    expect(reading.queryByText('Chọn video')).toBeNull();
  });

  it('offers a saved text lesson’s editor', () => {
    function Saved() {
      const [sections, setSections] = useState<SectionDraft[]>([{ ...emptySection(), title: 'Chương A', lectures: [{ ...emptyLecture('text'), _id: 'lt', title: 'Đọc: phễu' }] }]);
      return (
        <MemoryRouter>
          <CurriculumEditor sections={sections} onChange={setSections} />
        </MemoryRouter>
      );
    }
    renderWithQuery(<Saved />);
    expect(within(screen.getByTestId('lecture-0-0')).getByRole('button', { name: 'Soạn bài đọc' })).toBeTruthy();
  });

  it('marks a lecture as a free preview', () => {
    renderWithQuery(<Harness />);
    fireEvent.click(screen.getByLabelText('Cho học thử miễn phí'));
    expect(latest[0].lectures[0].isFreePreview).toBe(true);
  });

  describe('downloadable files', () => {
    const pdf = {
      _id: 'r1',
      kind: 'document',
      status: 'ready',
      originalName: 'giao-trinh-facebook-ads-ban-day-du-cap-nhat-thang-11.pdf',
      mimeType: 'application/pdf',
      sizeBytes: 1536,
      posterUrl: null,
      durationSeconds: null,
    };
    const sheet = { ...pdf, _id: 'r2', originalName: 'bang-ngan-sach.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', sizeBytes: 2048 };
    const library = () => fakeApi({ 'GET /api/media': { body: { assets: [pdf, sheet], pagination: { currentPage: 1, totalPages: 1, totalItems: 2, itemsPerPage: 12 } } } });
    const file = (id: string, name = `${id}.pdf`): LectureResource => ({ _id: id, name, mimeType: 'application/pdf', sizeBytes: 1024 });
    const withFiles = (resources: LectureResource[]): SectionDraft[] => [{ ...emptySection(), title: 'Chương A', lectures: [{ ...emptyLecture(), title: 'A1', resources }] }];
    const ids = () => latest[0].lectures[0].resources.map((resource) => resource._id);

    it('offers them under every kind of lecture', () => {
      renderWithQuery(<Harness />);
      fireEvent.click(screen.getByText('+ Thêm bài kiểm tra'));
      fireEvent.click(screen.getByText('+ Thêm bài đọc'));
      for (const index of [0, 1, 2]) {
        const block = within(within(screen.getByTestId(`lecture-0-${index}`)).getByTestId('lecture-resources'));
        expect(block.getByText('Tài liệu tải về (0)')).toBeTruthy();
        expect(block.getByTestId('attach-resource').textContent).toBe('+ Đính kèm tài liệu');
      }
    });

    it('attaches files picked in the library after those already there, once each', async () => {
      library();
      renderWithQuery(<Harness initial={withFiles([file('r0', 'de-cuong.pdf')])} />);
      fireEvent.click(screen.getByTestId('attach-resource'));
      let picker = within(screen.getByTestId('media-picker'));
      expect(picker.getByText('Đính kèm tài liệu cho bài giảng')).toBeTruthy();
      fireEvent.click(await picker.findByText(pdf.originalName));
      expect(screen.queryByTestId('media-picker')).toBeNull();
      expect(latest[0].lectures[0].resources).toEqual([
        { _id: 'r0', name: 'de-cuong.pdf', mimeType: 'application/pdf', sizeBytes: 1024 },
        { _id: 'r1', name: pdf.originalName, mimeType: 'application/pdf', sizeBytes: 1536 },
      ]);

      const block = within(screen.getByTestId('lecture-resources'));
      expect(block.getByText('Tài liệu tải về (2)')).toBeTruthy();
      const added = block.getAllByTestId('resource-item')[1];
      expect(added.textContent).toContain('PDF');
      expect(added.textContent).toContain('1.5 KB');
      // A long name is shown whole, wrapping inside the row rather than cut (a phone is narrow).
      const name = within(added).getByText(pdf.originalName);
      expect(name.className).toContain('break-words');
      expect(name.className).not.toContain('truncate');

      // The same file again: said so, not added; the picker stays for another choice.
      fireEvent.click(screen.getByTestId('attach-resource'));
      picker = within(screen.getByTestId('media-picker'));
      fireEvent.click(await picker.findByText(pdf.originalName));
      expect(vi.mocked(toast.error)).toHaveBeenCalledWith('Tài liệu này đã được đính kèm.');
      expect(ids()).toEqual(['r0', 'r1']);
      fireEvent.click(picker.getByText('bang-ngan-sach.xlsx'));
      expect(ids()).toEqual(['r0', 'r1', 'r2']);
      expect(within(screen.getAllByTestId('resource-item')[2]).getByText('Excel')).toBeTruthy();
    });

    it('reorders and removes them', () => {
      renderWithQuery(<Harness initial={withFiles([file('a'), file('b'), file('c')])} />);
      fireEvent.click(screen.getByLabelText('Đưa tài liệu c.pdf lên'));
      expect(ids()).toEqual(['a', 'c', 'b']);
      fireEvent.click(screen.getByLabelText('Đưa tài liệu a.pdf xuống'));
      expect(ids()).toEqual(['c', 'a', 'b']);
      expect(screen.getAllByTestId('resource-item').map((item) => within(item).getByText(/\.pdf$/).textContent)).toEqual(['c.pdf', 'a.pdf', 'b.pdf']);
      fireEvent.click(screen.getByLabelText('Gỡ tài liệu a.pdf'));
      expect(ids()).toEqual(['c', 'b']);
      expect(screen.getByText('Tài liệu tải về (2)')).toBeTruthy();
    });

    it('takes at most 20 per lecture', () => {
      const twenty = Array.from({ length: 20 }, (_, i) => file(`f${i}`));
      renderWithQuery(<Harness initial={withFiles(twenty)} />);
      const attach = screen.getByTestId('attach-resource') as HTMLButtonElement;
      expect(attach.disabled).toBe(true);
      expect(screen.getByText('Tối đa 20 tài liệu mỗi bài giảng.')).toBeTruthy();
      fireEvent.click(attach);
      expect(screen.queryByTestId('media-picker')).toBeNull();

      fireEvent.click(screen.getByLabelText('Gỡ tài liệu f0.pdf'));
      expect((screen.getByTestId('attach-resource') as HTMLButtonElement).disabled).toBe(false);
      expect(screen.queryByText('Tối đa 20 tài liệu mỗi bài giảng.')).toBeNull();
    });
  });
});
