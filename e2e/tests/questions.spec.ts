import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { accessToken, DEMO } from '../support/api';
import { grantCourse, passFaceCheck, signedUpStudent } from '../support/learner';
import { signIn } from '../support/session';
import { lectureWithVideo, loadedVideo, scrubTo } from '../support/video';
const PHONE = { width: 390, height: 844 };
/** 1:23 of the lecture. */
const ASKED_AT = 83;

const videoSecond = (video: Locator) => video.evaluate((element: HTMLVideoElement) => element.currentTime);
const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

test.describe('questions and answers', () => {
  test.use({ viewport: PHONE });

  test('on a phone a student asks at 1:23, the instructor answers from the inbox, and the notification leads to the answer and back to 1:23', async ({
    page,
    context,
    request,
    browser,
  }) => {
    const mark = Date.now().toString(36);
    const studentName = `Học viên hỏi đáp ${mark}`;
    const student = await signedUpStudent(request, studentName);
    const { account, userId } = student;

    // A lecture with a video of at least 90 s, its course granted to the new student by the admin,
    // its face check passed through the API (learning.spec.ts walks the camera screen).
    const instructorToken = await accessToken(request, DEMO.instructor);
    const { course, lecture } = await lectureWithVideo(request, instructorToken, 90);
    await grantCourse(request, userId, course._id);
    await passFaceCheck(request, context, student, course._id);

    // The student stops the lecture at 1:23 and asks about that moment from the 'Hỏi đáp' tab.
    await signIn(page, account);
    await page.getByTestId('user-menu-button').waitFor();
    await page.goto(`/learn/${course.slug}/${lecture._id}`);
    const video = await loadedVideo(page);
    await scrubTo(video, ASKED_AT);
    await page.getByRole('tab', { name: 'Hỏi đáp' }).click();
    const tab = page.getByTestId('questions-tab');
    await tab.getByRole('button', { name: 'Đặt câu hỏi' }).click();
    const form = tab.getByTestId('ask-question-form');
    const title = `Vì sao ngân sách chạy hết trước giờ vàng? ${mark}`;
    await form.getByLabel('Tiêu đề').fill(title);
    await form.getByLabel('Nội dung (không bắt buộc)').fill('Em đặt ngân sách ngày 200.000 ₫ nhưng đến 10 giờ sáng đã hết.\nXem ảnh: https://example.vn/anh-chup');
    await form.getByLabel('Gắn với thời điểm hiện tại của video (1:23)').check();
    await form.getByRole('button', { name: 'Gửi câu hỏi' }).click();
    await expect(form).toBeHidden();

    // Sent through the outbox, it comes back from the server with its id and its moment.
    const asked = tab.locator('li[data-testid^="question-"]').filter({ hasText: title });
    await expect(asked).toBeVisible();
    const questionId = (await asked.getAttribute('data-testid'))!.replace('question-', '');
    await expect(asked.getByRole('button', { name: 'Xem video tại 1:23' })).toBeVisible();
    await expect(asked).toContainText('Chưa có trả lời');
    expect(await pageWidth(page), 'the player with its Q&A tab fits 390 px').toBeLessThanOrEqual(PHONE.width);

    // The instructor, on a phone too, answers it in place from /instructor/questions.
    const instructorContext = await browser.newContext({ viewport: PHONE });
    const instructor = await instructorContext.newPage();
    await signIn(instructor, DEMO.instructor);
    await instructor.getByTestId('user-menu-button').waitFor();
    await instructor.goto('/instructor/questions');
    // Narrowed to the course and lecture, as an instructor with a full inbox would: the question is on page 1.
    await instructor.getByLabel('Khóa học').selectOption({ value: course._id });
    await instructor.getByLabel('Bài học').selectOption({ value: lecture._id });
    const inboxItem = instructor.getByTestId(`instructor-question-${questionId}`);
    await expect(inboxItem.getByTestId('question-title')).toHaveText(title);
    await expect(inboxItem.getByTestId('question-where')).toHaveText(`Bài: ${lecture.title} · tại 1:23`);
    await expect(inboxItem.getByTestId('question-status')).toContainText('Chưa trả lời');
    expect(await pageWidth(instructor), 'the instructor inbox fits 390 px').toBeLessThanOrEqual(PHONE.width);
    await inboxItem.getByRole('button', { name: 'Trả lời' }).click();
    const reply = `Nhóm quảng cáo đang phân phối tiêu chuẩn: hãy lên lịch chạy theo giờ. ${mark}`;
    await inboxItem.getByLabel(`Câu trả lời của bạn cho câu hỏi của ${studentName}`).fill(reply);
    await inboxItem.getByRole('button', { name: 'Gửi câu trả lời' }).click();
    await expect(instructor.getByText('Đã gửi câu trả lời.')).toBeVisible();
    const inboxAnswer = inboxItem.locator('li[data-testid^="answer-"]').filter({ hasText: reply });
    await expect(inboxAnswer).toContainText('Giảng viên');
    const answerId = (await inboxAnswer.getAttribute('data-testid'))!.replace('answer-', '');
    await expect(inboxItem.getByTestId('question-status')).toContainText('Đã trả lời');
    await instructorContext.close();

    // Back on the home page, the student's bell has the answer; opening it lands on the answer.
    await page.goto('/');
    const bell = page.getByTestId('notification-bell');
    await expect(bell).toHaveAccessibleName(/chưa đọc/);
    await bell.click();
    const notification = page.getByTestId('notification-panel').locator('[data-testid^="notification-"][data-unread="true"]').filter({ hasText: title });
    await expect(notification).toContainText('Giảng viên đã trả lời câu hỏi');
    await notification.click();
    await expect(page).toHaveURL(`/learn/${course.slug}/${lecture._id}?question=${questionId}#answer-${answerId}`);
    const detail = page.getByTestId('question-detail');
    await expect(detail.getByRole('heading', { name: title })).toBeVisible();
    const answer = detail.getByTestId(`answer-${answerId}`);
    await expect(answer).toContainText(reply);
    await expect(answer).toContainText('Giảng viên');
    await expect(answer).toHaveAttribute('data-highlighted', 'true');
    await expect(answer).toBeInViewport();
    expect(await pageWidth(page), 'the opened question fits 390 px').toBeLessThanOrEqual(PHONE.width);

    // The player resumes where the student stopped; rewound to the start, the question's 1:23 jumps back there.
    const reopened = await loadedVideo(page);
    await scrubTo(reopened, 0);
    await detail.getByRole('button', { name: 'Xem video tại 1:23' }).click();
    await expect.poll(() => videoSecond(reopened)).toBeGreaterThanOrEqual(ASKED_AT);
    expect(await videoSecond(reopened)).toBeLessThan(ASKED_AT + 3);
  });
});
