import { describe, expect, it } from 'vitest';
import { exportNotesBlob, exportNotesText, groupByLecture, searchNotes, type LectureNote } from './noteText';

const lectures = [
  { id: 'l1', title: 'Bài 1: Giới thiệu' },
  { id: 'l2', title: 'Bài 2: Quảng cáo Facebook' },
  { id: 'l3', title: 'Bài 3: Không có ghi chú' },
];
const note = (clientId: string, lectureId: string, positionSeconds: number, text: string): LectureNote => ({
  clientId,
  lectureId,
  positionSeconds,
  text,
  editedAt: '2026-11-28T10:00:00.000Z',
});
const notes = [note('c', 'l2', 3725, 'Đặt ngân sách theo ngày'), note('a', 'l1', 75, 'Khóa học gồm 3 phần'), note('b', 'l1', 5, '<b>mở đầu</b>')];

describe('notes search', () => {
  it('finds notes by words, ignoring case and Vietnamese marks', () => {
    expect(searchNotes(notes, 'khoa HOC').map((item) => item.clientId)).toEqual(['a']);
    expect(searchNotes(notes, 'dat ngan')).toHaveLength(1);
    expect(searchNotes(notes, '  ')).toHaveLength(3);
    expect(searchNotes(notes, 'không có')).toEqual([]);
  });

  it('groups by lecture in the course order and by moment', () => {
    expect(groupByLecture(lectures, notes).map((group) => [group.lecture.id, group.notes.map((item) => item.clientId)])).toEqual([
      ['l1', ['b', 'a']],
      ['l2', ['c']],
    ]);
  });
});

describe('notes export', () => {
  it('writes the course, each lecture and each note with its m:ss, text as is', () => {
    expect(exportNotesText('Marketing căn bản', lectures, notes).split('\r\n')).toEqual([
      'Ghi chú khóa học: Marketing căn bản',
      '',
      '== Bài 1: Giới thiệu ==',
      '[0:05] <b>mở đầu</b>',
      '[1:15] Khóa học gồm 3 phần',
      '',
      '== Bài 2: Quảng cáo Facebook ==',
      '[1:02:05] Đặt ngân sách theo ngày',
      '',
    ]);
  });

  it('starts the file with a UTF-8 BOM', async () => {
    const bytes = new Uint8Array(await exportNotesBlob('Xóa').arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes.slice(3))).toBe('Xóa');
  });
});
