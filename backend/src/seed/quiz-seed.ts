import type { INestApplicationContext } from '@nestjs/common';
import { PrismaService } from '../prisma/prisma.service';
import { QuizEditorService } from '../quizzes/quiz-editor.service';

/** The end-of-course quiz of the demo: what a marketing learner should know after any of the courses. */
const FINAL_QUIZ = {
  passPercent: 75,
  retakeWaitMinutes: 0,
  shuffleQuestions: true,
  shuffleOptions: true,
  questions: [
    {
      prompt: 'ROAS của một chiến dịch cho biết điều gì?',
      multiple: false,
      options: [
        { text: 'Doanh thu thu về trên mỗi đồng chi cho quảng cáo', correct: true, explanation: 'ROAS = doanh thu từ quảng cáo / chi phí quảng cáo.' },
        { text: 'Số người đã xem quảng cáo', correct: false, explanation: 'Đó là lượt tiếp cận (Reach).' },
        { text: 'Tỷ lệ người nhấp vào quảng cáo', correct: false, explanation: 'Đó là tỷ lệ nhấp (CTR).' },
      ],
    },
    {
      prompt: 'Những chỉ số nào nên theo dõi hằng ngày khi chạy quảng cáo chuyển đổi?',
      multiple: true,
      options: [
        { text: 'Chi phí trên mỗi chuyển đổi (CPA)', correct: true, explanation: 'Cho biết mỗi đơn hàng tốn bao nhiêu tiền quảng cáo.' },
        { text: 'Tỷ lệ chuyển đổi (CVR)', correct: true, explanation: 'Cho biết trang đích thuyết phục khách tới đâu.' },
        { text: 'Số lượt thích trang', correct: false, explanation: 'Lượt thích không nói gì về doanh thu.' },
      ],
    },
    {
      prompt: 'Khi mới bắt đầu với ngân sách nhỏ, nên làm gì trước?',
      multiple: false,
      options: [
        { text: 'Thử nghiệm vài nhóm đối tượng nhỏ rồi dồn ngân sách vào nhóm hiệu quả', correct: true, explanation: 'Thử nghiệm A/B giúp tìm ra nhóm có chi phí thấp nhất.' },
        { text: 'Dồn hết ngân sách vào một nhóm đối tượng rộng nhất', correct: false, explanation: 'Khó biết được điều gì mang lại kết quả.' },
      ],
    },
    {
      prompt: 'Phễu marketing cơ bản gồm những giai đoạn nào?',
      multiple: false,
      options: [
        { text: 'Nhận biết → Cân nhắc → Chuyển đổi', correct: true, explanation: 'Ba tầng cơ bản của phễu.' },
        { text: 'Thiết kế → Lập trình → Kiểm thử', correct: false, explanation: 'Đó là các bước làm phần mềm.' },
      ],
    },
  ],
};

/**
 * A final quiz in every course the demo student owns, added as the course writer adds a lecture (last,
 * counted in the course's lessons) and written through the instructor's quiz editor.
 */
export async function seedQuizzes(app: INestApplicationContext, studentId: string): Promise<void> {
  const prisma = app.get(PrismaService);
  const editor = app.get(QuizEditorService);
  const owned = await prisma.enrollment.findMany({ where: { userId: studentId }, select: { course: { select: { id: true, instructorId: true } } } });
  for (const { course } of owned) {
    const lastSection = await prisma.courseSection.findFirst({ where: { courseId: course.id }, orderBy: { position: 'desc' }, select: { id: true } });
    if (!lastSection) continue;
    const position = await prisma.lecture.count({ where: { sectionId: lastSection.id } });
    const lecture = await prisma.lecture.create({ data: { sectionId: lastSection.id, title: 'Bài kiểm tra cuối khóa', position, kind: 'quiz' } });
    await prisma.course.update({ where: { id: course.id }, data: { lessonsCount: { increment: 1 } } });
    await editor.save({ id: course.instructorId, role: 'instructor' }, lecture.id, {
      ...FINAL_QUIZ,
      questions: FINAL_QUIZ.questions.map((question) => ({ ...question, imageUrl: null })),
    });
  }
}
