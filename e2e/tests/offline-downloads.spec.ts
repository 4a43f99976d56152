import type { BrowserContext, Page, Request, Route } from '@playwright/test';
import { expect, test } from '../support/test';
import { accessToken, DEMO } from '../support/api';
import { appProfile, firstPage, serviceWorkerInControl, startLectureDownload, storedDownload } from '../support/downloads';
import { bearer, grantCourse, passFaceCheck, signedUpStudent } from '../support/learner';
import { signIn } from '../support/session';
import { lectureWithVideo, loadedVideo } from '../support/video';

/** The media API's HLS files (playlists, segments), which a download fetches and the online player streams. */
const isMediaFile = (url: URL) => url.pathname.startsWith('/api/media/hls/');
/** A download's own fetch of a piece: the engine uses fetch(), the player (hls.js) XHR. */
const isDownloadFetch = (request: Request) => request.resourceType() === 'fetch' && isMediaFile(new URL(request.url()));

/** Signs the student in on the app's first page and opens the lecture with the service worker in control. */
async function openLecture(context: BrowserContext, account: { email: string; password: string }, lecturePath: string): Promise<Page> {
  const page = await firstPage(context);
  await signIn(page, account);
  await page.getByTestId('user-menu-button').waitFor();
  await page.goto(lecturePath);
  await serviceWorkerInControl(page);
  return page;
}

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
    const profile = appProfile(launchOptions, baseURL);
    const lecturePath = `/learn/${course.slug}/${lecture._id}`;

    let context = await profile.open();
    await passFaceCheck(request, context, student, course._id);
    let page = await firstPage(context);
    await signIn(page, student.account);
    await page.getByTestId('user-menu-button').waitFor();
    await page.goto(lecturePath);
    await serviceWorkerInControl(page);

    await startLectureDownload(page);
    const state = page.getByTestId('lecture-download');
    await expect(state).toHaveAttribute('data-state', 'done', { timeout: 90_000 });
    await expect(state).toContainText('Đã tải về');
    await page.screenshot({ path: test.info().outputPath('downloaded-390.png'), fullPage: true });
    await context.close();

    // A cold start with no connection: the shell from the service worker, the lecture from the device.
    context = await profile.open();
    await context.setOffline(true);
    page = await firstPage(context);
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
    profile.remove();
  });

  test('a download cut off by the connection goes on where it stopped once back online, and fetches no stored piece again', async ({ baseURL, launchOptions, request }) => {
    const instructorToken = await accessToken(request, DEMO.instructor);
    const { course, lecture } = await lectureWithVideo(request, instructorToken, 40);
    const student = await signedUpStudent(request, 'Phan Thu Hà');
    await grantCourse(request, student.userId, course._id);
    const profile = appProfile(launchOptions, baseURL);
    const context = await profile.open();
    await passFaceCheck(request, context, student, course._id);

    // Every successful fetch of a piece by the download, by path (each manifest signs its links anew).
    const fetched = new Map<string, number>();
    const counting: Promise<void>[] = [];
    context.on('requestfinished', (finished) => {
      if (!isDownloadFetch(finished)) return;
      counting.push(
        finished.response().then((response) => {
          const piecePath = new URL(finished.url()).pathname;
          if (response?.ok()) fetched.set(piecePath, (fetched.get(piecePath) ?? 0) + 1);
        }),
      );
    });
    let failedFetches = 0;
    context.on('requestfailed', (failed) => void (isDownloadFetch(failed) && (failedFetches += 1)));
    // The first three pieces go through; the next is held, so the connection drops while the download is on its way.
    const held: Route[] = [];
    let letThrough = 3;
    await context.route(isMediaFile, async (route) => {
      if (isDownloadFetch(route.request()) && held.length === 0 && letThrough-- <= 0) return void held.push(route);
      await route.continue();
    });

    const page = await openLecture(context, student.account, `/learn/${course.slug}/${lecture._id}`);
    await startLectureDownload(page);
    const stored = async () => (await storedDownload(page, student.userId, lecture._id)).pieces.filter((piece) => piece.state === 'stored').length;
    await expect.poll(stored).toBe(3);
    await expect.poll(() => held.length).toBe(1);
    const state = page.getByTestId('lecture-download');
    const percent = Number(await state.getByRole('progressbar').getAttribute('aria-valuenow'));
    expect(percent).toBeGreaterThan(0);
    expect(percent).toBeLessThan(100);

    await context.setOffline(true);
    await held[0].abort('internetdisconnected');
    // The engine tries again (after 1, 2, 4 and 8 s), then says the connection was lost; nothing more is stored meanwhile.
    await expect(state).toHaveAttribute('data-state', 'failed', { timeout: 40_000 });
    await expect(state).toContainText('Mất kết nối khi đang tải');
    expect(await stored()).toBe(3);
    expect(failedFetches).toBeGreaterThan(1);

    await context.setOffline(false);
    await state.getByRole('button', { name: 'Thử lại' }).click();
    await expect(state).toHaveAttribute('data-state', 'done', { timeout: 60_000 });
    await expect(state).toContainText('Đã tải về');

    // Each piece of the download was fetched once, the three stored before the cut included.
    await Promise.all(counting);
    const { pieces } = await storedDownload(page, student.userId, lecture._id);
    const piecePaths = pieces.map((piece) => new URL(piece.url, baseURL).pathname);
    expect(pieces.length).toBeGreaterThan(4);
    expect(Object.fromEntries(fetched)).toEqual(Object.fromEntries(piecePaths.map((piecePath) => [piecePath, 1])));
    await context.close();
    profile.remove();
  });
});
