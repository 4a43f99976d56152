import { expect, test } from '../support/test';
import { accessToken, DEMO } from '../support/api';
import { bearer, grantCourse, passFaceCheck, signedUpStudent } from '../support/learner';
import { pageOfOwn, signIn } from '../support/session';

test.describe('course reviews', () => {
  test('a student finishes a lecture and reviews the course, the instructor replies, and a visitor on a phone reads both with the distribution', async ({
    page,
    context,
    request,
    browser,
  }) => {
    const name = `Học viên nhận xét ${Date.now().toString(36)}`;
    const student = await signedUpStudent(request, name);
    const { account, userId } = student;

    // A published course of the demo instructor, granted to the new student by the admin, its face
    // check passed through the API (learning.spec.ts walks the camera screen).
    const instructorToken = await accessToken(request, DEMO.instructor);
    const teaching = (await (await request.get('/api/instructor/me/courses?limit=50', { headers: bearer(instructorToken) })).json()) as {
      courses: { _id: string; slug: string; status: string }[];
    };
    const course = teaching.courses.find((candidate) => candidate.status === 'published')!;
    expect(course, 'the demo instructor has a published course').toBeTruthy();
    await grantCourse(request, userId, course._id);
    await passFaceCheck(request, context, student, course._id);

    // The student finishes a lecture, then rates and reviews the course from the player.
    await signIn(page, account);
    await page.getByTestId('user-menu-button').waitFor();
    await page.goto(`/learn/${course.slug}`);
    await page.getByTestId('mark-complete').click();
    await expect(page.locator('[data-testid^="lecture-item-"]').first()).toHaveAttribute('data-completed', 'true');
    const comment = `Giảng viên giải thích dễ hiểu, ví dụ sát thực tế. Mã ${Date.now().toString(36)}`;
    // The curriculum's button; a short course also shows one on its finish card (and the invitation under
    // the lesson, half of it done): each opens the same dialog, and the dialog is the one opened.
    await page.getByTestId('open-review').first().click();
    const dialog = page.getByTestId('review-dialog');
    await dialog.getByRole('radio', { name: /^5 sao/ }).click();
    await dialog.getByTestId('review-comment').fill(comment);
    await dialog.getByTestId('save-review').click();
    await expect(dialog.getByText('Đã gửi đánh giá')).toBeVisible({ timeout: 20_000 });

    // The instructor finds it among the unanswered reviews and replies.
    const instructor = await pageOfOwn(browser, DEMO.instructor);
    await instructor.goto('/instructor/reviews');
    const item = instructor.locator('[data-testid^="instructor-review-"]').filter({ hasText: comment });
    await expect(item.getByTestId('reply-state')).toContainText('Chưa phản hồi');
    const reply = 'Cảm ơn bạn đã học và góp ý! Chương sau có thêm bài tập thực hành.';
    await item.getByLabel(/Phản hồi/).fill(reply);
    await item.getByRole('button', { name: 'Gửi phản hồi' }).click();
    await expect(item.getByTestId('reply-state')).toContainText('Đã phản hồi');
    await instructor.context().close();

    // A visitor on a phone reads the review, the reply and the distribution on the course page.
    const visitorContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const visitor = await visitorContext.newPage();
    await visitor.goto(`/courses/${course.slug}#reviews`);
    const section = visitor.getByTestId('course-reviews');
    const card = section.locator('article').filter({ hasText: comment });
    await expect(card).toBeVisible();
    await expect(card.getByTestId('review-author')).toHaveText(name);
    await expect(card.getByTestId('review-reply')).toContainText(reply);
    await expect(section.getByTestId('rating-distribution')).toBeVisible();
    const fiveStarPercent = Number((await section.getByTestId('rating-percent-5').innerText()).replace('%', ''));
    expect(fiveStarPercent).toBeGreaterThan(0);
    expect(await visitor.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await visitorContext.close();
  });
});
