import type { APIRequestContext, BrowserContext, Page, Request, Route } from '@playwright/test';
import { expect } from '../support/test';
import { accessToken, DEMO } from '../support/api';
import {
  cachedPieces,
  downloadCaches,
  fileSize,
  firstPage,
  serviceWorkerInControl,
  signOutThroughMenu,
  openDownloadDialog,
  startLectureDownload,
  storedDownload,
  test,
} from '../support/downloads';
import { bearer, buyCourseFromWallet, grantCourse, passFaceCheck, refundInFull, signedUpStudent } from '../support/learner';
import { signIn } from '../support/session';
import { lectureWithVideo, loadedVideo } from '../support/video';

/** The media API's HLS files (playlists, segments), which a download fetches and the online player streams. */
const isMediaFile = (url: URL) => url.pathname.startsWith('/api/media/hls/');
/** A download's own fetch of a piece: the engine uses fetch(), the player (hls.js) XHR. */
const isDownloadFetch = (request: Request) => request.resourceType() === 'fetch' && isMediaFile(new URL(request.url()));

/** A manifest asked for through the API, as another of the learner's devices does (it registers that device). */
async function downloadFromDevice(request: APIRequestContext, student: { token: string }, courseAccess: string, lectureId: string, deviceId: string) {
  const response = await request.post(`/api/learn/lectures/${lectureId}/download`, {
    headers: { ...bearer(student.token), 'X-Course-Access-Token': courseAccess },
    data: { deviceId, deviceName: 'Chrome trên Android' },
  });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as { totalBytes: number };
}

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
    profile,
    request,
  }) => {
    const instructorToken = await accessToken(request, DEMO.instructor);
    const { course, lecture } = await lectureWithVideo(request, instructorToken, 30);
    const student = await signedUpStudent(request, 'Đỗ Minh Khoa');
    await grantCourse(request, student.userId, course._id);
    const lecturePath = `/learn/${course.slug}/${lecture._id}`;

    let context = await profile.open();
    await passFaceCheck(request, context, student, course._id);
    let page = await openLecture(context, student.account, lecturePath);

    await startLectureDownload(page);
    const state = page.getByTestId('lecture-download');
    await expect(state).toHaveAttribute('data-state', 'done', { timeout: 90_000 });
    await expect(state).toContainText('Đã tải về');
    await page.screenshot({ path: test.info().outputPath('downloaded-390.png'), fullPage: true });
    await context.close();

    // A cold start with no connection: the shell from the service worker, the lecture from the device.
    // The learner never opened /my-courses online, yet it lists the course and what plays offline; a tap opens it.
    context = await profile.open();
    await context.setOffline(true);
    page = await firstPage(context);
    await page.goto('/my-courses');
    const offlineLectures = page.getByTestId(`my-course-${course.slug}`).getByTestId('my-course-offline');
    await expect(offlineLectures.locator('summary')).toContainText('1 bài học được khi không có mạng');
    await offlineLectures.locator('summary').click();
    await offlineLectures.getByRole('link', { name: lecture.title }).click();
    await expect(page).toHaveURL(new RegExp(`${lecturePath}$`));
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
  });

  test('a download cut off by the connection goes on where it stopped once back online, and fetches no stored piece again', async ({ baseURL, profile, request }) => {
    const instructorToken = await accessToken(request, DEMO.instructor);
    const { course, lecture } = await lectureWithVideo(request, instructorToken, 40);
    const student = await signedUpStudent(request, 'Phan Thu Hà');
    await grantCourse(request, student.userId, course._id);
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
    // The bar shows the part stored, neither nothing nor all of it.
    await expect(state.getByRole('progressbar')).toHaveAttribute('aria-valuenow', /^[1-9]\d?$/);

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
  });

  test('a course refunded in full: the next start online deletes its downloads from the device and keeps the rest', async ({ profile, request }) => {
    const instructorToken = await accessToken(request, DEMO.instructor);
    const refunded = await lectureWithVideo(request, instructorToken, 30);
    const kept = await lectureWithVideo(request, instructorToken, 30, { otherThan: [refunded.course._id] });
    const student = await signedUpStudent(request, 'Vũ Thanh Tâm');
    const { orderId } = await buyCourseFromWallet(request, student, refunded.course._id);
    await grantCourse(request, student.userId, kept.course._id);
    let context = await profile.open();
    await passFaceCheck(request, context, student, refunded.course._id);
    await passFaceCheck(request, context, student, kept.course._id);
    let page = await openLecture(context, student.account, `/learn/${refunded.course.slug}/${refunded.lecture._id}`);
    for (const { course, lecture } of [refunded, kept]) {
      await page.goto(`/learn/${course.slug}/${lecture._id}`);
      await startLectureDownload(page);
      await expect(page.getByTestId('lecture-download')).toHaveAttribute('data-state', 'done', { timeout: 90_000 });
    }
    const mediaOf = async ({ lecture }: typeof refunded) => `/offline-media/${(await storedDownload(page, student.userId, lecture._id)).download!.mediaId}/`;
    const [refundedMedia, keptMedia] = [await mediaOf(refunded), await mediaOf(kept)];
    const cachedOf = async (media: string) => (await cachedPieces(page, student.userId)).filter((piecePath) => piecePath.startsWith(media));
    expect((await cachedOf(refundedMedia)).length).toBeGreaterThan(1);
    await page.goto('/downloads');
    await expect(page.getByTestId('downloads-course')).toHaveCount(2);
    await context.close();

    // With the app closed, the student gets the whole order back; that course's access ends.
    await refundInFull(request, student, orderId);

    context = await profile.open();
    page = await firstPage(context);
    await page.goto('/downloads');
    const courses = page.getByTestId('downloads-course');
    await expect(courses).toHaveCount(1, { timeout: 20_000 });
    await expect(courses).toContainText(kept.course.title);
    await expect(page.getByTestId('downloads-page')).not.toContainText(refunded.course.title);
    await expect.poll(() => cachedOf(refundedMedia)).toEqual([]);
    expect((await storedDownload(page, student.userId, refunded.lecture._id)).download).toBeNull();
    // The other course's download still plays offline.
    expect((await cachedOf(keptMedia)).length).toBeGreaterThan(1);
    expect((await storedDownload(page, student.userId, kept.lecture._id)).download?.state).toBe('done');
    await context.close();
  });

  test("signing out deletes the learner's downloads: the next person to sign in on the device sees none of them", async ({ profile, request }) => {
    const instructorToken = await accessToken(request, DEMO.instructor);
    const { course, lecture } = await lectureWithVideo(request, instructorToken, 30);
    const first = await signedUpStudent(request, 'Lê Quốc Bảo');
    const second = await signedUpStudent(request, 'Trịnh Mai Anh');
    const lecturePath = `/learn/${course.slug}/${lecture._id}`;
    const context = await profile.open();
    for (const student of [first, second]) {
      await grantCourse(request, student.userId, course._id);
      await passFaceCheck(request, context, student, course._id);
    }
    const page = await openLecture(context, first.account, lecturePath);
    await startLectureDownload(page);
    await expect(page.getByTestId('lecture-download')).toHaveAttribute('data-state', 'done', { timeout: 90_000 });
    expect(await downloadCaches(page)).toContain(`hvm-downloads-${first.userId}`);

    await signOutThroughMenu(page);
    await signIn(page, second.account);
    await page.getByTestId('user-menu-button').waitFor();
    await page.goto('/downloads');
    await expect(page.getByTestId('downloads-empty')).toBeVisible();
    await expect(page.getByTestId('downloads-course')).toHaveCount(0);
    await page.goto(lecturePath);
    await expect(page.getByTestId('download-lecture')).toBeVisible();
    await expect(page.getByText('Đã tải về')).toHaveCount(0);
    // Nothing of the first learner's is left on the device: neither the bytes nor the records.
    expect(await downloadCaches(page)).not.toContain(`hvm-downloads-${first.userId}`);
    expect((await storedDownload(page, first.userId, lecture._id)).download).toBeNull();
    expect((await storedDownload(page, first.userId, lecture._id)).pieces).toEqual([]);
    await context.close();
  });

  test('on a device past the limit the download is refused with the reason, and nothing is stored', async ({ profile, request }) => {
    const instructorToken = await accessToken(request, DEMO.instructor);
    const { course, lecture } = await lectureWithVideo(request, instructorToken, 30);
    const student = await signedUpStudent(request, 'Đặng Hải Yến');
    await grantCourse(request, student.userId, course._id);
    const context = await profile.open();
    const courseAccess = await passFaceCheck(request, context, student, course._id);
    // The learner's other devices take every slot.
    const devices = await request.get('/api/learn/downloads/devices', { headers: bearer(student.token) });
    const { limit } = (await devices.json()) as { limit: number };
    for (let device = 1; device <= limit; device += 1) await downloadFromDevice(request, student, courseAccess, lecture._id, `e2e-other-device-${device}`);
    let pieceFetches = 0;
    context.on('request', (sent) => void (isDownloadFetch(sent) && (pieceFetches += 1)));

    const page = await openLecture(context, student.account, `/learn/${course.slug}/${lecture._id}`);
    await startLectureDownload(page);
    await expect(page.getByText(`Bạn đã tải bài giảng về ${limit} thiết bị, mức tối đa. Gỡ một thiết bị trong Cài đặt để tải về thiết bị này.`)).toBeVisible();
    await expect(page.getByTestId('download-lecture')).toBeEnabled();
    await expect(page.getByTestId('lecture-download')).toHaveCount(0);
    expect(await storedDownload(page, student.userId, lecture._id)).toEqual({ download: null, pieces: [] });
    expect(await cachedPieces(page, student.userId)).toEqual([]);
    expect(pieceFetches).toBe(0);
    await context.close();
  });

  test('with too little free space the download is refused, saying what it needs and what is free, and nothing is half-stored', async ({ profile, request }) => {
    const instructorToken = await accessToken(request, DEMO.instructor);
    const { course, lecture } = await lectureWithVideo(request, instructorToken, 30);
    const student = await signedUpStudent(request, 'Ngô Bích Ngọc');
    await grantCourse(request, student.userId, course._id);
    const context = await profile.open();
    const courseAccess = await passFaceCheck(request, context, student, course._id);
    // This device's id, kept as the app keeps it, so the size asked for here is the one the app will be told.
    const deviceId = `e2e-small-phone-${student.userId.slice(-8)}`;
    await context.addInitScript(({ key, value }) => localStorage.setItem(key, value), { key: `hvm-download-device-${student.userId}`, value: deviceId });
    const { totalBytes } = await downloadFromDevice(request, student, courseAccess, lecture._id, deviceId);
    // The browser says half of the lecture's size is free.
    const free = Math.floor(totalBytes / 2);
    await context.addInitScript((freeBytes) => {
      const estimate = StorageManager.prototype.estimate;
      StorageManager.prototype.estimate = async function (this: StorageManager) {
        const real = await estimate.call(this);
        return { ...real, quota: (real.usage ?? 0) + freeBytes };
      };
    }, free);
    let pieceFetches = 0;
    context.on('request', (sent) => void (isDownloadFetch(sent) && (pieceFetches += 1)));

    const page = await openLecture(context, student.account, `/learn/${course.slug}/${lecture._id}`);
    // The dialog refuses before anything is asked or stored (the engine checks again before each lecture).
    const dialog = await openDownloadDialog(page);
    await expect(dialog.getByTestId('download-no-space')).toHaveText(
      `Không đủ dung lượng trống để tải: cần ${fileSize(totalBytes, 0)}, thiết bị còn trống ${fileSize(free, 0)}. Hãy xóa bớt bài đã tải hoặc chọn chất lượng thấp hơn.`,
    );
    await expect(dialog.getByTestId('download-confirm')).toBeDisabled();
    await dialog.getByRole('button', { name: 'Hủy' }).click();
    await expect(page.getByTestId('download-lecture')).toBeEnabled();
    await expect(page.getByTestId('lecture-download')).toHaveCount(0);
    expect(await storedDownload(page, student.userId, lecture._id)).toEqual({ download: null, pieces: [] });
    expect(await cachedPieces(page, student.userId)).toEqual([]);
    expect(pieceFetches).toBe(0);
    await context.close();
  });
});
