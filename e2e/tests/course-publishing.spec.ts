import fs from 'node:fs';
import { expect, test } from '../support/test';
import { accessToken, createCategory, DEMO } from '../support/api';
import { sampleVideo } from '../support/media';

test.describe('from upload to a free lesson playing', () => {
  test.setTimeout(180_000);

  test('an instructor uploads a video and submits a course, the admin approves it, a visitor plays the free lesson', async ({ page, request }) => {
    const admin = await accessToken(request, DEMO.admin);
    const instructor = await accessToken(request, DEMO.instructor);
    const title = `Video ngắn bán hàng TikTok ${Date.now().toString(36)}`;

    const upload = await request.post('/api/media/upload', {
      headers: { authorization: `Bearer ${instructor}` },
      multipart: { asset: { name: 'bai-1.mp4', mimeType: 'video/mp4', buffer: fs.readFileSync(sampleVideo()) } },
    });
    expect(upload.status(), await upload.text()).toBe(201);
    const media = (await upload.json()) as { _id: string };
    // The transcode job runs in the app's background worker.
    await expect
      .poll(async () => {
        const list = (await (await request.get('/api/media?limit=50', { headers: { authorization: `Bearer ${instructor}` } })).json()) as { assets: { _id: string; status: string }[] };
        return list.assets.find((asset) => asset._id === media._id)?.status;
      }, { timeout: 120_000, intervals: [1000] })
      .toBe('ready');

    const categoryId = await createCategory(request, admin, `TikTok ${title}`);
    const data = {
      title,
      shortDescription: 'Quay, dựng và chạy video ngắn ra đơn.',
      price: 799_000,
      categoryId,
      sections: [{ title: 'Chương 1', lectures: [{ title: 'Bài học thử: kịch bản 15 giây', isFreePreview: true, mediaAssetId: media._id }, { title: 'Bài 2: dựng video', isFreePreview: false, mediaAssetId: media._id }] }],
    };
    const created = await request.post('/api/courses', { headers: { authorization: `Bearer ${instructor}` }, multipart: { data: JSON.stringify(data) } });
    expect(created.status(), await created.text()).toBe(201);
    const { course } = (await created.json()) as { course: { _id: string; slug: string } };
    expect((await request.patch(`/api/instructor/me/courses/${course._id}/toggle-publish`, { headers: { authorization: `Bearer ${instructor}` } })).status()).toBe(200);
    expect((await request.put(`/api/admin/courses/${course._id}/review`, { headers: { authorization: `Bearer ${admin}` }, data: { action: 'approve' } })).status()).toBe(200);

    // A visitor, not signed in, finds it and plays the free lesson through hls.js.
    await page.goto('/courses');
    await page.getByTestId('courses-search').fill(title);
    await page.getByTestId(`course-card-${course.slug}`).getByRole('link').first().click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await page.getByRole('button', { name: 'Bài học thử: kịch bản 15 giây' }).click();
    const video = page.getByTestId('hls-video');
    await expect(video).toBeVisible();
    await video.evaluate((element: HTMLVideoElement) => {
      element.muted = true;
      return element.play();
    });
    await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime), { timeout: 20_000 }).toBeGreaterThan(0.5);
    // It really is HLS through Media Source Extensions, not a plain file.
    expect(await video.evaluate((element: HTMLVideoElement) => element.currentSrc.startsWith('blob:'))).toBe(true);
    // The paid lesson is not a play button for a visitor.
    await expect(page.getByRole('button', { name: 'Bài 2: dựng video' })).toHaveCount(0);
  });
});
