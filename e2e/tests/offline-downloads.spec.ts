import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext } from '@playwright/test';
import { expect, skipPromoPopup, test } from '../support/test';
import { accessToken, DEMO } from '../support/api';
import { bearer, grantCourse, passFaceCheck, signedUpStudent } from '../support/learner';
import { signIn } from '../support/session';
import { lectureWithVideo, loadedVideo } from '../support/video';

const PHONE = { width: 390, height: 844 };

test.describe('offline downloads', () => {
  test.setTimeout(240_000);

  // The installed app with its real service worker, in a profile that outlives a restart of the browser.
  test('a learner downloads a lecture, closes the app, and with no connection plays it, seeks, completes it; the progress arrives once back online', async ({
    baseURL,
    launchOptions,
    request,
  }) => {
    const instructorToken = await accessToken(request, DEMO.instructor);
    const { course, lecture } = await lectureWithVideo(request, instructorToken, 30);
    const student = await signedUpStudent(request, 'Đỗ Minh Khoa');
    await grantCourse(request, student.userId, course._id);
    const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'hvm-e2e-downloads-'));
    const open = async (): Promise<BrowserContext> => {
      const context = await chromium.launchPersistentContext(profile, { ...launchOptions, baseURL, viewport: PHONE, locale: 'vi-VN', timezoneId: 'Asia/Ho_Chi_Minh' });
      await skipPromoPopup(context);
      return context;
    };
    const lecturePath = `/learn/${course.slug}/${lecture._id}`;

    let context = await open();
    await passFaceCheck(request, context, student, course._id);
    let page = context.pages()[0] ?? (await context.newPage());
    await signIn(page, student.account);
    await page.getByTestId('user-menu-button').waitFor();
    await page.goto(lecturePath);
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await page.reload();
    await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);

    await page.getByTestId('download-lecture').click();
    // The dialog says what it weighs before anything is fetched; the recommended quality is chosen.
    await expect(page.getByTestId('download-dialog').getByRole('heading')).toHaveText(/^Tải 1 bài giảng: \d+(\.\d+)? (KB|MB)$/);
    await page.getByTestId('download-confirm').click();
    const state = page.getByTestId('lecture-download');
    await expect(state).toHaveAttribute('data-state', 'done', { timeout: 90_000 });
    await expect(state).toContainText('Đã tải về');
    await page.screenshot({ path: test.info().outputPath('downloaded-390.png'), fullPage: true });
    await context.close();

    // A cold start with no connection: the shell from the service worker, the lecture from the device.
    context = await open();
    await context.setOffline(true);
    page = context.pages()[0] ?? (await context.newPage());
    await page.goto(lecturePath);
    const video = await loadedVideo(page);
    await video.evaluate((element: HTMLVideoElement) => {
      element.muted = true;
      return element.play();
    });
    await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime), { timeout: 20_000 }).toBeGreaterThan(1);
    await video.evaluate((element: HTMLVideoElement) => {
      element.currentTime = 20;
    });
    await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime), { timeout: 20_000 }).toBeGreaterThanOrEqual(20);
    await page.screenshot({ path: test.info().outputPath('offline-player-390.png'), fullPage: true });
    await page.getByTestId('mark-complete').click();
    await expect(page.getByTestId('mark-complete')).toContainText('Đã học xong');

    // Back online: the completion reaches the server through the outbox, once.
    await context.setOffline(false);
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    await expect
      .poll(
        async () => {
          const mine = await request.get('/api/students/me/courses', { headers: bearer(student.token) });
          const { courses } = (await mine.json()) as { courses: { _id: string; completedLectures: number }[] };
          return courses.find((item) => item._id === course._id)?.completedLectures;
        },
        { timeout: 30_000 },
      )
      .toBe(1);
    await context.close();
    fs.rmSync(profile, { recursive: true, force: true });
  });
});
