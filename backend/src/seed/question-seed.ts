import type { INestApplicationContext } from '@nestjs/common';
import { AnnouncementsService } from '../announcements/announcements.service';
import { PrismaService } from '../prisma/prisma.service';
import { QuestionsService } from '../questions/questions.service';

const HOUR = 3_600_000;

type DemoAnswer = { by: 'instructor' | 'learner'; body: string; afterHours: number; reportedAs?: string };
type DemoQuestion = { title: string; body: string; videoSecond: number | null; hoursAgo: number; answers: DemoAnswer[]; accepted?: number };

/**
 * What the demo learners ask, oldest first: solved, answered, one waiting over 7 days with a reported spam
 * answer (the admins' queue), one answered only by another learner, two waiting.
 */
const QUESTIONS: DemoQuestion[] = [
  {
    title: 'Pixel báo "không hoạt động" dù đã gắn mã vào website',
    body: 'Em đã dán mã Pixel vào phần <head> theo video nhưng Trình quản lý sự kiện vẫn báo chưa nhận được sự kiện nào. Em dùng WordPress, có cần cài thêm plugin không ạ?',
    videoSecond: 83,
    hoursAgo: 20 * 24,
    answers: [
      {
        by: 'instructor',
        body: 'Chào bạn, WordPress thường bị plugin bộ nhớ đệm giữ bản cũ của trang. Bạn xóa bộ nhớ đệm rồi mở trang bằng tab ẩn danh, sau đó kiểm tra lại bằng tiện ích Meta Pixel Helper nhé.',
        afterHours: 5,
      },
    ],
    accepted: 0,
  },
  {
    title: 'Nên chọn mục tiêu Chuyển đổi hay Lưu lượng truy cập khi mới bắt đầu?',
    body: 'Shop em mới mở, ngân sách khoảng 200.000 ₫ một ngày. Thầy khuyên chọn mục tiêu nào để tối ưu chi phí?',
    videoSecond: 41,
    hoursAgo: 9 * 24,
    answers: [
      {
        by: 'instructor',
        body: 'Với ngân sách đó, bạn vẫn nên chọn Chuyển đổi nếu Pixel đã nhận đủ sự kiện Mua hàng (khoảng 50 sự kiện một tuần). Nếu chưa đủ, tối ưu cho Thêm vào giỏ trước rồi chuyển dần.',
        afterHours: 30,
      },
      { by: 'learner', body: 'Mình từng chạy Lưu lượng truy cập, chi phí mỗi lượt nhấp rẻ nhưng gần như không ra đơn. Chuyển sang Chuyển đổi thì ổn hơn hẳn.', afterHours: 40 },
    ],
  },
  {
    title: 'Học xong có được cấp chứng nhận hoàn thành không ạ?',
    body: 'Công ty em cần giấy chứng nhận để thanh toán học phí. Khóa học có cấp không, và cần hoàn thành bao nhiêu phần trăm?',
    videoSecond: null,
    hoursAgo: 8 * 24 + 3,
    answers: [
      {
        by: 'learner',
        body: 'Inbox Zalo 09xx để mua lại tài khoản khóa học giá rẻ, có đủ chứng nhận luôn nhé!',
        afterHours: 2,
        reportedAs: 'Quảng cáo bán lại tài khoản khóa học, không liên quan tới câu hỏi.',
      },
    ],
  },
  {
    title: 'Có file mẫu kế hoạch nội dung 30 ngày không ạ?',
    body: 'Trong bài thầy có nhắc tới bảng kế hoạch nội dung, em tìm trong tài liệu chưa thấy.',
    videoSecond: null,
    hoursAgo: 4 * 24,
    answers: [{ by: 'learner', body: 'Bạn xem ở phần mô tả bài 3 nhé, có đường dẫn tới Google Sheets: https://docs.google.com/spreadsheets', afterHours: 6 }],
  },
  {
    title: 'Đối tượng tương tự (Lookalike) 1% hay 3% thì tốt hơn?',
    body: 'Tệp khách hàng của em khoảng 2.000 người. Em nên tạo đối tượng tương tự bao nhiêu phần trăm?\nCảm ơn thầy.',
    videoSecond: 27,
    hoursAgo: 60,
    answers: [],
  },
  {
    title: 'Quảng cáo bị từ chối vì "chính sách về sức khỏe"',
    body: 'Sản phẩm bên em là trà thảo mộc, quảng cáo bị từ chối hai lần. Em nên sửa nội dung thế nào?',
    videoSecond: null,
    hoursAgo: 5,
    answers: [],
  },
];

const ANNOUNCEMENT = {
  title: 'Đã cập nhật bài học về Conversion API',
  body: 'Chào cả lớp,\nMình vừa quay lại bài "Cài Pixel và Conversion API" theo giao diện mới của Trình quản lý sự kiện. Các bạn xem lại bài này và đặt câu hỏi ngay trong tab Hỏi đáp nhé.\nChúc cả lớp học tốt!',
  daysAgo: 2,
};

/**
 * A course's questions and answers and one announcement, written through the questions and announcements
 * services (counts, follows and notifications come from them), then dated into the past: the instructor's
 * inbox has questions waiting, the player's 'Hỏi đáp' and 'Thông báo' tabs are not empty. The course is the
 * one most demo learners own; the announcement's fan-out jobs run when the app starts.
 */
export async function seedQuestions(app: INestApplicationContext, now: number): Promise<void> {
  const prisma = app.get(PrismaService);
  const questions = app.get(QuestionsService);
  const owners = await prisma.enrollment.groupBy({
    by: ['courseId'],
    where: { user: { role: 'student', email: { endsWith: '@example.vn' } } },
    _count: { userId: true },
    orderBy: [{ _count: { userId: 'desc' } }, { courseId: 'asc' }],
    take: 1,
  });
  const courseId = owners[0]?.courseId;
  if (!courseId) return;
  const course = await prisma.course.findUniqueOrThrow({ where: { id: courseId }, select: { instructorId: true } });
  const learners = await prisma.enrollment.findMany({
    where: { courseId, user: { role: 'student', email: { endsWith: '@example.vn' } } },
    orderBy: { userId: 'asc' },
    select: { userId: true },
  });
  const lectures = await prisma.lecture.findMany({
    where: { section: { courseId }, durationSeconds: { gte: 90 } },
    orderBy: [{ section: { position: 'asc' } }, { position: 'asc' }],
    select: { id: true },
  });
  const instructor = { id: course.instructorId, role: 'instructor' as const };
  for (const [index, demo] of QUESTIONS.entries()) {
    const asker = { id: learners[index % learners.length].userId, role: 'student' as const };
    const lectureId = lectures.length ? lectures[index % lectures.length].id : null;
    const { question } = await questions.ask(asker, courseId, {
      title: demo.title,
      body: demo.body,
      lectureId,
      videoSecond: lectureId ? demo.videoSecond : null,
    });
    const askedAt = new Date(now - demo.hoursAgo * HOUR);
    await prisma.courseQuestion.update({ where: { id: question._id }, data: { createdAt: askedAt, updatedAt: askedAt } });
    await prisma.notification.updateMany({ where: { link: { contains: question._id } }, data: { createdAt: askedAt } });
    const answerIds: string[] = [];
    for (const [answerIndex, answer] of demo.answers.entries()) {
      const author = answer.by === 'instructor' ? instructor : { id: learners[(index + answerIndex + 1) % learners.length].userId, role: 'student' as const };
      const { answer: written } = await questions.answer(author, question._id, { body: answer.body });
      const answeredAt = new Date(askedAt.getTime() + answer.afterHours * HOUR);
      await prisma.questionAnswer.update({ where: { id: written._id }, data: { createdAt: answeredAt, updatedAt: answeredAt } });
      await prisma.notification.updateMany({ where: { link: { contains: written._id } }, data: { createdAt: answeredAt } });
      answerIds.push(written._id);
      if (answer.reportedAs) await questions.report(asker, 'answer', written._id, answer.reportedAs);
    }
    // The times the service stamped "now" on follow the answers into the past.
    const dated = await prisma.questionAnswer.findMany({ where: { questionId: question._id }, orderBy: { createdAt: 'asc' }, select: { createdAt: true, isInstructor: true } });
    await prisma.courseQuestion.update({
      where: { id: question._id },
      data: {
        lastAnswerAt: dated.at(-1)?.createdAt ?? null,
        firstInstructorAnswerAt: dated.find((answer) => answer.isInstructor)?.createdAt ?? null,
      },
    });
    if (demo.accepted !== undefined) await questions.accept(asker, question._id, answerIds[demo.accepted]);
  }
  const { announcement } = await app.get(AnnouncementsService).post(instructor, courseId, { title: ANNOUNCEMENT.title, body: ANNOUNCEMENT.body });
  const postedAt = new Date(now - ANNOUNCEMENT.daysAgo * 24 * HOUR);
  await prisma.courseAnnouncement.update({ where: { id: announcement._id }, data: { createdAt: postedAt } });
}
