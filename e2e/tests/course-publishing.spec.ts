import fs from 'node:fs';
import { expect, test } from '../support/test';
import { accessToken, createCategory, DEMO } from '../support/api';
import { sampleVideo } from '../support/media';
import { pageOfOwn, signIn } from '../support/session';

test.describe('from upload to a free lesson playing', () => {
  test.setTimeout(240_000);

  test('an instructor uploads a video and builds a course in the editor, the admin approves it in the queue, a visitor plays the free lesson', async ({
    browser,
    page,
    request,
  }) => {
    const stamp = Date.now().toString(36);
    const title = `Video ngắn bán hàng TikTok ${stamp}`;
    const videoName = `kich-ban-15-giay-${stamp}.mp4`;
    const categoryName = `TikTok Shop ${stamp}`;
    await createCategory(request, await accessToken(request, DEMO.admin), categoryName);

    // The instructor uploads a video, watching the progress, and waits for the transcode.
    await signIn(page, DEMO.instructor);
    await page.getByTestId('user-menu-button').waitFor();
    await page.goto('/instructor/media-library/upload');
    await page.getByTestId('media-file-input').setInputFiles({ name: videoName, mimeType: 'video/mp4', buffer: fs.readFileSync(sampleVideo()) });
    await page.getByTestId('start-upload').click();
    await expect(page.getByTestId('upload-done')).toBeVisible({ timeout: 30_000 });
    await page.goto('/instructor/media-library');
    const uploaded = page.locator('[data-testid^="media-"]', { hasText: videoName });
    // The library polls while a video is processing. The upload goes before the demo seed's backfill
    // of 102 lecture transcodes (job priority), so it waits for one transcode at most, then its own.
    await expect(uploaded.getByTestId('media-status')).toHaveText('Sẵn sàng', { timeout: 120_000 });

    // The course editor: details, a section with a free lesson using that video, and a paid lesson.
    await page.goto('/instructor/courses/create');
    await page.getByLabel('Tên khóa học').fill(title);
    await page.getByLabel('Mô tả ngắn').fill('Quay, dựng và chạy video ngắn ra đơn.');
    await page.getByLabel('Danh mục').selectOption({ label: categoryName });
    await page.getByLabel('Giá bán (VND)').fill('799000');
    await page.getByLabel('Tên chương 1').fill('Chương 1: Kịch bản');
    await page.getByLabel('Tên bài 1 chương 1').fill('Bài học thử: kịch bản 15 giây');
    await page.getByTestId('lecture-0-0').getByLabel('Cho học thử miễn phí').check();
    await page.getByTestId('lecture-0-0').getByRole('button', { name: 'Chọn video' }).click();
    await page
      .getByTestId('media-picker')
      .getByRole('button', { name: new RegExp(videoName) })
      .click();
    await expect(page.getByTestId('lecture-0-0').getByTestId('lecture-video')).toContainText(videoName);
    await page.getByText('+ Thêm bài giảng').click();
    await page.getByLabel('Tên bài 2 chương 1').fill('Bài 2: dựng video');
    await page.getByTestId('save-course').click();
    await expect(page).toHaveURL(/\/instructor\/courses\/[^/]+\/edit$/);
    const courseId = page.url().split('/').at(-2)!;

    // Submitted from the list; the row changes in place.
    await page.goto('/instructor/courses');
    const row = page.getByTestId(`instructor-course-${courseId}`);
    await row.getByTestId('toggle-publish').click();
    await expect(row.getByTestId('toggle-publish')).toHaveText('Rút yêu cầu duyệt');
    await expect(row).toContainText('Chờ duyệt');

    // The admin sees it in the queue with the sidebar badge, approves it, and it leaves the queue.
    const admin = await pageOfOwn(browser, DEMO.admin);
    await admin.goto('/admin/courses/pending');
    await expect(admin.getByTestId('sidebar-badge-/admin/courses/pending')).toHaveText(/^[1-9]\d*$/);
    const badgeBefore = Number(await admin.getByTestId('sidebar-badge-/admin/courses/pending').textContent());
    await admin.getByTestId(`pending-course-${courseId}`).getByRole('link', { name: 'Xem và duyệt' }).click();
    await admin.getByTestId('approve-course').click();
    await expect(admin).toHaveURL(/\/admin\/courses\/pending$/);
    await expect(admin.getByTestId(`pending-course-${courseId}`)).toHaveCount(0);
    if (badgeBefore > 1) await expect(admin.getByTestId('sidebar-badge-/admin/courses/pending')).toHaveText(String(badgeBefore - 1));
    else await expect(admin.getByTestId('sidebar-badge-/admin/courses/pending')).toHaveCount(0);
    await admin.context().close();

    // A visitor, not signed in, finds it and plays the free lesson through hls.js.
    const visitor = await pageOfOwn(browser);
    await visitor.goto('/courses');
    await visitor.getByTestId('courses-search').fill(title);
    const card = visitor.locator('[data-testid^="course-card-"]', { hasText: title });
    await card.getByRole('link').first().click();
    await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(title);
    await visitor.getByRole('button', { name: 'Bài học thử: kịch bản 15 giây' }).click();
    const video = visitor.getByTestId('hls-video');
    await expect(video).toBeVisible();
    await video.evaluate((element: HTMLVideoElement) => {
      element.muted = true;
      return element.play();
    });
    await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime), { timeout: 20_000 }).toBeGreaterThan(0.5);
    // It really is HLS through Media Source Extensions, not a plain file.
    expect(await video.evaluate((element: HTMLVideoElement) => element.currentSrc.startsWith('blob:'))).toBe(true);
    // The paid lesson is not a play button for a visitor.
    await expect(visitor.getByRole('button', { name: 'Bài 2: dựng video' })).toHaveCount(0);
    await visitor.context().close();
  });
});

test.describe('writing a course without losing it', () => {
  test('the instructor uploads a lecture video from inside the picker, is asked before leaving unsaved edits, and submits from the editor', async ({ page, request }) => {
    const stamp = Date.now().toString(36);
    const title = `Livestream bán hàng ${stamp}`;
    const videoName = `livestream-${stamp}.mp4`;
    const categoryName = `Livestream ${stamp}`;
    await createCategory(request, await accessToken(request, DEMO.admin), categoryName);

    await signIn(page, DEMO.instructor);
    await page.getByTestId('user-menu-button').waitFor();
    await page.goto('/instructor/courses/create');
    await page.getByLabel('Tên khóa học').fill(title);
    await page.getByLabel('Mô tả ngắn').fill('Chốt đơn trên livestream.');
    await page.getByLabel('Danh mục').selectOption({ label: categoryName });
    await page.getByLabel('Giá bán (VND)').fill('599000');
    await page.getByLabel('Tên chương 1').fill('Chương 1: Chuẩn bị');
    await page.getByLabel('Tên bài 1 chương 1').fill('Bài 1: kịch bản livestream');

    // The picker uploads right there, with its progress bar (the upload slowed so the bar is seen).
    await page.getByTestId('lecture-0-0').getByRole('button', { name: 'Chọn video' }).click();
    const picker = page.getByTestId('media-picker');
    await picker.getByTestId('media-file-input').setInputFiles({ name: videoName, mimeType: 'video/mp4', buffer: fs.readFileSync(sampleVideo()) });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: 64 * 1024 });
    await picker.getByTestId('start-upload').click();
    await expect(picker.getByRole('progressbar', { name: 'Tiến độ tải lên' })).toBeVisible();
    await expect(picker.getByText(/Đang tải lên\.\.\. \d+%/)).toBeVisible();
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
    // Done: the picker closes and the lecture has the new video; nothing typed was lost.
    await expect(picker).toHaveCount(0, { timeout: 60_000 });
    await expect(page.getByTestId('lecture-0-0').getByTestId('lecture-video')).toContainText(videoName);
    await expect(page.getByLabel('Tên khóa học')).toHaveValue(title);
    await expect(page).toHaveURL(/\/instructor\/courses\/create$/);

    // A worksheet for learners to download, uploaded from inside the resource picker.
    const worksheetName = `Kịch bản livestream ${stamp}.pdf`;
    const lecture = page.getByTestId('lecture-0-0');
    await lecture.getByTestId('attach-resource').click();
    const resourcePicker = page.getByTestId('media-picker');
    await resourcePicker.getByTestId('media-file-input').setInputFiles({ name: worksheetName, mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n', 'latin1') });
    await resourcePicker.getByTestId('start-upload').click();
    await expect(resourcePicker).toHaveCount(0, { timeout: 30_000 });
    await expect(lecture.getByTestId('resource-item')).toContainText(worksheetName);
    await expect(lecture.getByTestId('lecture-resources')).toContainText('Tài liệu tải về (1)');

    // Leaving inside the app asks first; staying keeps everything.
    await page.locator('a[href="/instructor/students"]').first().click();
    const leave = page.getByTestId('confirm-dialog');
    await expect(leave).toContainText('Rời trang khi chưa lưu?');
    await leave.getByRole('button', { name: 'Ở lại' }).click();
    await expect(page).toHaveURL(/\/instructor\/courses\/create$/);
    await expect(page.getByLabel('Tên bài 1 chương 1')).toHaveValue('Bài 1: kịch bản livestream');

    // Closing the tab gets the browser's own question; answered 'stay', the page and its edits stay.
    const asked = page.waitForEvent('dialog');
    await page.close({ runBeforeUnload: true });
    const dialog = await asked;
    expect(dialog.type()).toBe('beforeunload');
    await dialog.dismiss();
    expect(page.isClosed()).toBe(false);
    await expect(page.getByLabel('Tên khóa học')).toHaveValue(title);

    // Saved, the editor moves to the course without asking, and submits it for review from there.
    await page.getByTestId('save-course').click();
    await expect(page).toHaveURL(/\/instructor\/courses\/[^/]+\/edit$/);
    await expect(page.getByTestId('confirm-dialog')).toHaveCount(0);
    await expect(page.getByTestId('course-status')).toHaveText('Bản nháp');
    await expect(page.getByTestId('lecture-0-0').getByTestId('resource-item')).toContainText(worksheetName);
    await page.getByTestId('toggle-publish').click();
    await expect(page.getByTestId('course-status')).toHaveText('Chờ duyệt');
    await expect(page.getByTestId('toggle-publish')).toHaveText('Rút yêu cầu duyệt');

    // Nothing changed since the save: leaving does not ask.
    await page.locator('a[href="/instructor/students"]').first().click();
    await expect(page).toHaveURL(/\/instructor\/students$/);
    await expect(page.getByTestId('confirm-dialog')).toHaveCount(0);
    // The video uploaded from the picker is in the library like any other.
    await page.goto('/instructor/media-library');
    await expect(page.locator('[data-testid^="media-"]', { hasText: videoName })).toBeVisible();
  });
});
