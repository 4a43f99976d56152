import { expect, test } from '../support/test';
import { accessToken, DEMO } from '../support/api';
import { bearer, grantCourse, passFaceCheck, signedUpStudent } from '../support/learner';
import { signIn } from '../support/session';
import { lectureWithVideo, loadedVideo, scrubTo } from '../support/video';

const PHONE = { width: 390, height: 844 };
/** 0:20 of the lecture. */
const NOTED_AT = 20;

type ServerNote = { clientId: string; lectureId: string; positionSeconds: number; text: string };

test.describe('lecture notes', () => {
  test.use({ viewport: PHONE });

  test('on a phone a note written offline at 0:20 waits on the device, then reaches the server once when the connection is back', async ({ page, context, request }) => {
    const mark = Date.now().toString(36);
    const student = await signedUpStudent(request, `Học viên ghi chú ${mark}`);
    const instructorToken = await accessToken(request, DEMO.instructor);
    const { course, lecture } = await lectureWithVideo(request, instructorToken, 30);
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
