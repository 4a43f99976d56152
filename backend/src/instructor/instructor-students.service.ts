import { Injectable } from '@nestjs/common';
import { paginationOf } from '../common/http/responses';
import { Prisma, PrismaService } from '../prisma/prisma.service';
import { toInt, type DbNumber } from './instructor-ledger';

interface StudentRow {
  user_id: string;
  name: string;
  email: string;
  course_id: string;
  course_title: string;
  enrolled_at: Date;
  last_accessed_at: Date | null;
  last_progress_at: Date | null;
  total_lectures: DbNumber;
  completed_lectures: DbNumber;
}

export interface MyStudentsQuery {
  page: number;
  limit: number;
  courseId?: string;
  search?: string;
}

/** Who is enrolled in which of my courses, and how far they got. */
@Injectable()
export class InstructorStudentsService {
  constructor(private readonly prisma: PrismaService) {}

  async list(instructorId: string, query: MyStudentsQuery) {
    // Scoped by the course's instructor first: another instructor's course id simply matches nothing.
    const conditions = [Prisma.sql`c.instructor_id = ${instructorId}`];
    if (query.courseId) conditions.push(Prisma.sql`en.course_id = ${query.courseId}`);
    if (query.search) {
      const like = `%${query.search.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
      conditions.push(Prisma.sql`(u.name LIKE ${like} OR u.email LIKE ${like})`);
    }
    const where = Prisma.join(conditions, ' AND ');
    const from = Prisma.sql`FROM enrollments en JOIN courses c ON c.id = en.course_id JOIN users u ON u.id = en.user_id WHERE ${where}`;
    const [rows, [{ total }]] = await Promise.all([
      this.prisma.$queryRaw<StudentRow[]>`
        SELECT en.user_id, u.name, u.email, en.course_id, c.title AS course_title, en.created_at AS enrolled_at, en.last_accessed_at,
               (SELECT COUNT(*) FROM course_sections s JOIN lectures l ON l.section_id = s.id WHERE s.course_id = en.course_id) AS total_lectures,
               (SELECT COUNT(*) FROM lecture_progress lp
                  JOIN lectures l ON l.id = lp.lecture_id
                  JOIN course_sections s ON s.id = l.section_id AND s.course_id = lp.course_id
                 WHERE lp.user_id = en.user_id AND lp.course_id = en.course_id AND lp.completed = 1) AS completed_lectures,
               (SELECT MAX(lp.updated_at) FROM lecture_progress lp WHERE lp.user_id = en.user_id AND lp.course_id = en.course_id) AS last_progress_at
          ${from}
         ORDER BY en.created_at DESC, en.id DESC
         LIMIT ${query.limit} OFFSET ${(query.page - 1) * query.limit}`,
      this.prisma.$queryRaw<{ total: DbNumber }[]>`SELECT COUNT(*) AS total ${from}`,
    ]);
    return {
      students: rows.map((row) => ({
        userId: row.user_id,
        name: row.name,
        email: row.email,
        courseId: row.course_id,
        courseTitle: row.course_title,
        enrolledAt: new Date(row.enrolled_at).toISOString(),
        progress: percent(toInt(row.completed_lectures), toInt(row.total_lectures)),
        lastAccessedAt: latest(row.last_accessed_at, row.last_progress_at),
      })),
      pagination: paginationOf(query.page, query.limit, toInt(total)),
    };
  }
}

/** Rounded down, so 100 means every lecture is done. */
function percent(completed: number, total: number): number {
  return total === 0 ? 0 : Math.min(100, Math.floor((completed * 100) / total));
}

/** The student's last visit: opening the course or the last progress saved, whichever is later. */
function latest(...instants: (Date | null)[]): string | null {
  const times = instants.filter((instant): instant is Date => instant !== null).map((instant) => new Date(instant).getTime());
  return times.length ? new Date(Math.max(...times)).toISOString() : null;
}
