import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { accessToken, DEMO } from '../support/api';
import { bearer, grantCourse, passFaceCheck, signedUpStudent } from '../support/learner';
import { signIn } from '../support/session';

const PHONE = { width: 390, height: 844 };
/** HTMLMediaElement.HAVE_CURRENT_DATA: a frame to show, so the player has resumed where it should. */
const HAVE_CURRENT_DATA = 2;
/** 0:20 of the lecture. */
const NOTED_AT = 20;

type ManagedLecture = { _id: string; title: string; durationSeconds: number; mediaStatus: string | null };
type ManagedCourse = { _id: string; slug: string; status: string; sections: { lectures: ManagedLecture[] }[] };
type ServerNote = { clientId: string; lectureId: string; positionSeconds: number; text: string };

/** A transcoded lecture of the demo instructor's published courses, at least 30 s long (the worker transcodes the seed's videos after start). */
async function lectureWithVideo(request: APIRequestContext, instructorToken: string): Promise<{ course: ManagedCourse; lecture: ManagedLecture }> {
  const listed = await request.get('/api/instructor/me/courses?limit=50', { headers: bearer(instructorToken) });
  expect(listed.status(), await listed.text()).toBe(200);
  const published = ((await listed.json()) as { courses: { _id: string; status: string }[] }).courses.filter((course) => course.status === 'published');
  let found: { course: ManagedCourse; lecture: ManagedLecture } | undefined;
  await expect
    .poll(
      async () => {
        for (const { _id } of published) {
          const response = await request.get(`/api/instructor/me/courses/${_id}`, { headers: bearer(instructorToken) });
          const { course } = (await response.json()) as { course: ManagedCourse };
          const lecture = course.sections.flatMap((section) => section.lectures).find((item) => item.mediaStatus === 'ready' && item.durationSeconds >= 30);
          if (lecture) return (found = { course, lecture });
        }
        return undefined;
      },
      { message: 'a transcoded lecture video of at least 30 s', timeout: 30_000 },
    )
    .toBeTruthy();
  return found!;
}

async function loadedVideo(page: Page): Promise<Locator> {
  const video = page.getByTestId('hls-video');
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.readyState), { timeout: 20_000 }).toBeGreaterThanOrEqual(HAVE_CURRENT_DATA);
  return video;
}

/** Pauses the video at `second`; again if the player's resume lands after it. */
async function scrubTo(video: Locator, second: number): Promise<void> {
  await expect
    .poll(() =>
      video.evaluate((element: HTMLVideoElement, target) => {
        element.muted = true;
        element.pause();
        if (Math.abs(element.currentTime - target) > 0.5) element.currentTime = target;
        return Math.round(element.currentTime);
      }, second),
    )
    .toBe(second);
}

test.describe('lecture notes', () => {
  test.use({ viewport: PHONE });

  test('on a phone a note written offline at 0:20 waits on the device, then reaches the server once when the connection is back', async ({ page, context, request }) => {
    const mark = Date.now().toString(36);
    const student = await signedUpStudent(request, `Học viên ghi chú ${mark}`);
    const instructorToken = await accessToken(request, DEMO.instructor);
    const { course, lecture } = await lectureWithVideo(request, instructorToken);
    await grantCourse(request, student.userId, course._id);
    await passFaceCheck(request, context, student, course._id);
    const serverNotes = async () => {
      const response = await request.get(`/api/learn/courses/${course._id}/notes`, { headers: bearer(student.token) });
      expect(response.status(), await response.text()).toBe(200);
      return ((await response.json()) as { items: ServerNote[] }).items;
    };

    await signIn(page, student.account);
    await page.getByTestId('user-menu-button').waitFor();
    await page.goto(`/learn/${course.slug}/${lecture._id}?tab=notes`);
    const video = await loadedVideo(page);
    await scrubTo(video, NOTED_AT);
    const tab = page.getByTestId('notes-tab');
    await expect(tab.getByText('Chưa có ghi chú nào cho bài học này.')).toBeVisible();

    // The button follows the video; then the connection drops (the video leaves the page), and the note
    // is written anyway at the moment the learner was at, and kept on the device.
    await expect(tab.getByRole('button', { name: 'Thêm ghi chú tại 0:20' })).toBeVisible();
    await context.setOffline(true);
    await tab.getByRole('button', { name: 'Thêm ghi chú tại 0:20' }).click();
    const text = `Giờ vàng: 19–21 giờ, tăng ngân sách 20% ${mark}`;
    await tab.getByLabel('Ghi chú tại 0:20').fill(text);
    await tab.getByRole('button', { name: 'Lưu ghi chú' }).click();
    const note = tab.locator('li[data-testid^="note-"]').filter({ hasText: text });
    await expect(note).toContainText('Chưa đồng bộ');
    await expect(note.getByRole('button', { name: 'Xem video tại 0:20' })).toBeVisible();
    expect(await serverNotes()).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth), 'the notes tab fits 390 px').toBeLessThanOrEqual(PHONE.width);

    // Back online, the outbox sends it; the server has it once, at 0:20.
    await context.setOffline(false);
    await expect(note).not.toContainText('Chưa đồng bộ', { timeout: 20_000 });
    const clientId = (await note.getAttribute('data-testid'))!.replace('note-', '');
    expect(await serverNotes()).toEqual([expect.objectContaining({ clientId, lectureId: lecture._id, positionSeconds: NOTED_AT, text })]);

    // Opened again, the device and the server agree: one note.
    await page.reload();
    await expect(page.getByTestId('notes-tab').locator('li[data-testid^="note-"]')).toHaveCount(1);
    expect(await serverNotes()).toHaveLength(1);
  });
});
