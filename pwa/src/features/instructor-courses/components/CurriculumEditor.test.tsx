import { fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { renderWithQuery } from '../../../test/renderWithQuery';
import { emptyLecture, emptySection, type SectionDraft } from '../courseDraft';
import { CurriculumEditor } from './CurriculumEditor';

let latest: SectionDraft[] = [];
function Harness() {
  const [sections, setSections] = useState([{ ...emptySection(), title: 'Chương A' }]);
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
});
