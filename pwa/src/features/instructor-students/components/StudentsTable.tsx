import { ScrollRegion } from '../../../components/ui/ScrollRegion';
import { formatDate, formatDateTime } from '../../../lib/format';
import type { MyStudent } from '../api/instructorStudentsApi';
import { StudentProgressBar } from './StudentProgressBar';

/** One row per student and course: who, which course, since when, how far, last seen. */
export function StudentsTable({ students }: { students: MyStudent[] }) {
  return (
    <ScrollRegion label="Bảng học viên" className="rounded-2xl bg-white ring-1 ring-slate-200 dark:bg-slate-900 dark:ring-slate-800">
      <table className="min-w-full divide-y divide-slate-200 text-sm dark:divide-slate-800 [&_td]:min-w-28 [&_th]:whitespace-nowrap" data-testid="students-table">
        <thead className="text-left text-xs font-semibold uppercase tracking-wider text-slate-500 dark:text-slate-400">
          <tr>
            <th scope="col" className="px-4 py-3">
              Học viên
            </th>
            <th scope="col" className="px-4 py-3">
              Khóa học
            </th>
            <th scope="col" className="px-4 py-3">
              Ngày ghi danh
            </th>
            <th scope="col" className="px-4 py-3">
              Tiến độ
            </th>
            <th scope="col" className="px-4 py-3">
              Truy cập gần nhất
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
          {students.map((student) => (
            <tr key={`${student.userId}-${student.courseId}`} data-testid={`student-${student.userId}-${student.courseId}`}>
              <td className="px-4 py-3">
                <p className="font-medium text-slate-900 dark:text-white">{student.name}</p>
                <p className="text-xs text-slate-500 dark:text-slate-400">{student.email}</p>
              </td>
              <td className="min-w-48! px-4 py-3 text-slate-700 dark:text-slate-300">{student.courseTitle}</td>
              <td className="whitespace-nowrap px-4 py-3">{formatDate(student.enrolledAt)}</td>
              <td className="px-4 py-3">
                <StudentProgressBar percent={student.progress} label={`Tiến độ của ${student.name}`} />
              </td>
              <td className="whitespace-nowrap px-4 py-3 text-slate-600 dark:text-slate-400">{student.lastAccessedAt ? formatDateTime(student.lastAccessedAt) : 'Chưa vào học'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
