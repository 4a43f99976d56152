import fs from 'node:fs';
import type { APIRequestContext } from '@playwright/test';
import { expect, skipPromoPopup, test } from '../support/test';
import { accessToken, createCategory, DEMO } from '../support/api';
import { bearer, grantCourse, passFaceCheck, signedUpStudent } from '../support/learner';
import { signIn } from '../support/session';

const PHONE = { width: 390, height: 844 };

type ManagedCourse = { _id: string; slug: string; sections: { lectures: { _id: string; kind: string }[] }[] };

/** A small real PDF (one page of text), as an instructor would attach to a lesson. */
const WORKSHEET = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj 3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 300 144]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  'latin1',
);
const WORKSHEET_NAME = 'Bảng chỉ số quảng cáo.pdf';

/**
 * A published course of the demo instructor: one lecture, a text lesson with a PDF to download, then a
 * two-question quiz (70 % to pass).
 */
async function courseWithQuiz(request: APIRequestContext, title: string) {
  const admin = await accessToken(request, DEMO.admin);
  const instructor = await accessToken(request, DEMO.instructor);
  const categoryId = await createCategory(request, admin, `Danh mục ${title}`);
  const uploaded = await request.post('/api/media/upload', {
    headers: bearer(instructor),
    multipart: { asset: { name: WORKSHEET_NAME, mimeType: 'application/pdf', buffer: WORKSHEET } },
  });
  expect(uploaded.status(), await uploaded.text()).toBe(201);
  const worksheet = (await uploaded.json()) as { _id: string };
  const data = {
    title,
    shortDescription: `${title}: học và tự kiểm tra.`,
    price: 299_000,
    categoryId,
    sections: [
      {
        title: 'Chương 1: Đo lường',
        lectures: [
          { title: 'Bài 1: Các chỉ số', durationSeconds: 300 },
          { title: 'Bài đọc: Đọc báo cáo quảng cáo', kind: 'text', resourceIds: [worksheet._id] },
          { title: 'Kiểm tra cuối khóa', kind: 'quiz' },
        ],
      },
    ],
  };
  const created = await request.post('/api/courses', { headers: bearer(instructor), multipart: { data: JSON.stringify(data) } });
  expect(created.status(), await created.text()).toBe(201);
  const { course } = (await created.json()) as { course: ManagedCourse };
  const [lesson, reading, quiz] = course.sections[0].lectures;
  expect([reading.kind, quiz.kind]).toEqual(['text', 'quiz']);
  const paragraph = (text: string) => ({ type: 'paragraph', content: [{ type: 'text', text }] });
  const written = await request.put(`/api/instructor/lectures/${reading._id}/text`, {
    headers: bearer(instructor),
    data: {
      document: {
        type: 'doc',
        content: [
          { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Ba con số cần xem mỗi sáng' }] },
          paragraph('Mở trình quản lý quảng cáo, lọc theo ngày hôm qua và ghi lại chi phí, doanh thu và số đơn.'),
          { type: 'bulletList', content: ['ROAS', 'CPA', 'CVR'].map((name) => ({ type: 'listItem', content: [paragraph(name)] })) },
          paragraph('<script>alert("không chạy")</script>'),
          paragraph('Tải bảng chỉ số bên dưới để ghi lại mỗi ngày.'),
        ],
      },
    },
  });
  expect(written.status(), await written.text()).toBe(200);
  const saved = await request.put(`/api/instructor/lectures/${quiz._id}/quiz`, {
    headers: bearer(instructor),
    data: {
      passPercent: 70,
      retakeWaitMinutes: 0,
      shuffleQuestions: false,
      shuffleOptions: false,
      questions: [
        {
          prompt: 'ROAS đo điều gì?',
          multiple: false,
          options: [
            { text: 'Doanh thu trên chi phí quảng cáo', correct: true, explanation: 'ROAS = doanh thu / chi phí quảng cáo.' },
            { text: 'Số lượt hiển thị', correct: false, explanation: 'Đó là Impressions.' },
          ],
        },
        {
          prompt: 'Chỉ số nào thuộc phễu chuyển đổi?',
          multiple: true,
          options: [
            { text: 'Tỷ lệ nhấp (CTR)', correct: true },
            { text: 'Tỷ lệ chuyển đổi (CVR)', correct: true },
            { text: 'Số nhân viên', correct: false },
          ],
        },
      ],
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  const submitted = await request.patch(`/api/instructor/me/courses/${course._id}/toggle-publish`, { headers: bearer(instructor) });
  expect(submitted.status(), await submitted.text()).toBe(200);
  const approved = await request.put(`/api/admin/courses/${course._id}/review`, { headers: bearer(admin), data: { action: 'approve' } });
  expect(approved.status(), await approved.text()).toBe(200);
  return { id: course._id, slug: course.slug, lessonId: lesson._id, readingId: reading._id, quizId: quiz._id, instructor };
}

test.describe('quizzes', () => {
  test('on a phone a learner reads a text lesson, downloads its PDF, takes the quiz offline, sees it graded once back online, finishes the course and opens the certificate and its verification page', async ({
    browser,
    request,
  }) => {
    const title = `Đo lường quảng cáo ${Date.now().toString(36)}`;
    const course = await courseWithQuiz(request, title);
    const student = await signedUpStudent(request, 'Lê Thị Hồng Nhung');
    await grantCourse(request, student.userId, course.id);
    const context = await browser.newContext({ viewport: PHONE });
    await skipPromoPopup(context);
    await passFaceCheck(request, context, student, course.id);
    const page = await context.newPage();
    await signIn(page, student.account);
    await page.getByTestId('user-menu-button').waitFor();

    // The lesson, the reading (completed by reading it to its end) with its worksheet, then the quiz:
    // opened online once, so its questions are on the device.
    await page.goto(`/learn/${course.slug}/${course.lessonId}`);
    await page.getByTestId('mark-complete').click();
    await page.getByTestId('next-lecture').click();
    const reading = page.getByTestId('text-lecture');
    await expect(reading.getByRole('heading', { name: 'Ba con số cần xem mỗi sáng' })).toBeVisible();
    await expect(reading).toContainText('<script>alert("không chạy")</script>');
    await page.getByTestId('text-lecture-end').scrollIntoViewIfNeeded();
    await expect(page.getByTestId('mark-complete')).toContainText('Đã học xong');
    const resource = page.getByTestId('lecture-resource');
    await expect(resource).toContainText('PDF');
    await expect(resource).toContainText(WORKSHEET_NAME);
    await page.screenshot({ path: test.info().outputPath('text-lesson-390.png'), fullPage: true });
    const [download] = await Promise.all([page.waitForEvent('download'), resource.getByRole('button', { name: `Tải về ${WORKSHEET_NAME}` }).click()]);
    expect(download.suggestedFilename()).toBe(WORKSHEET_NAME);
    const saved = await download.path();
    expect(fs.readFileSync(saved).equals(WORKSHEET)).toBe(true);
    await page.getByTestId('next-lecture').click();
    await expect(page.getByTestId('quiz-lecture')).toContainText('Điểm đạt: 70%');
    await expect(page.getByTestId('quiz-completion')).toContainText('Đạt bài kiểm tra để hoàn thành');

    await context.setOffline(true);
    await page.getByTestId('start-quiz').click();
    const questions = page.getByTestId('quiz-question');
    await expect(questions).toHaveCount(2);
    // Nothing on the page says which option is right before grading.
    await expect(page.getByText('· Đáp án đúng')).toHaveCount(0);
    await questions.nth(0).getByLabel('Doanh thu trên chi phí quảng cáo').check();
    await questions.nth(1).getByLabel('Tỷ lệ nhấp (CTR)').check();
    await questions.nth(1).getByLabel('Tỷ lệ chuyển đổi (CVR)').check();
    await page.getByTestId('submit-quiz').click();
    await expect(page.getByTestId('quiz-pending')).toContainText('Sẽ chấm điểm khi có mạng');
    const none = await request.get(`/api/learn/quizzes/${course.quizId}/attempts`, { headers: bearer(student.token) });
    expect(((await none.json()) as { attempts: unknown[] }).attempts).toHaveLength(0);

    await context.setOffline(false);
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    await expect(page.getByTestId('quiz-score')).toHaveText('100%', { timeout: 30_000 });
    await expect(page.getByText('ROAS = doanh thu / chi phí quảng cáo.')).toBeVisible();
    await expect(page.getByTestId('quiz-completion')).toContainText('Đã đạt bài kiểm tra');
    const graded = await request.get(`/api/learn/quizzes/${course.quizId}/attempts`, { headers: bearer(student.token) });
    const { attempts } = (await graded.json()) as { attempts: { scorePercent: number; passed: boolean }[] };
    expect(attempts).toEqual([expect.objectContaining({ scorePercent: 100, passed: true })]);
    await page.screenshot({ path: test.info().outputPath('quiz-result-390.png'), fullPage: true });

    // Every lecture complete and the quiz passed: the finish card, then the certificate and its public page.
    const finished = page.getByTestId('course-finished');
    await expect(finished).toBeVisible();
    await expect(finished.getByTestId('course-finished-certificate')).toBeVisible({ timeout: 30_000 });
    await finished.getByRole('link', { name: 'Xem chứng chỉ' }).click();
    const item = page.getByTestId('certificate-item');
    await expect(item).toContainText(title);
    // The name printed on it is confirmed once, before the first download: the page asks at once.
    await expect(page.getByTestId('certificate-name-input')).toHaveValue('Lê Thị Hồng Nhung');
    await page.getByTestId('certificate-name-submit').click();
    const verifyUrl = new URL((await item.getByTestId('certificate-verify').getAttribute('href'))!);
    await page.goto(verifyUrl.pathname);
    await expect(page.locator('body')).toContainText('Lê Thị Hồng Nhung');
    await expect(page.locator('body')).toContainText(title);
    await page.screenshot({ path: test.info().outputPath('certificate-page-390.png'), fullPage: true });

    // The instructor's figures count the attempt.
    const stats = await request.get(`/api/instructor/lectures/${course.quizId}/quiz/stats`, { headers: bearer(course.instructor) });
    expect(await stats.json()).toMatchObject({ attempts: 1, learners: 1, passedLearners: 1, passRate: 100, averageScore: 100, mostMissed: null });
    await context.close();
  });
});
