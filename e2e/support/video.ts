import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect } from './test';
import { bearer } from './learner';

/** HTMLMediaElement.HAVE_CURRENT_DATA: a frame to show, so the player has resumed where it should. */
const HAVE_CURRENT_DATA = 2;

export type ManagedLecture = { _id: string; title: string; durationSeconds: number; mediaStatus: string | null };
export type ManagedCourse = { _id: string; slug: string; title: string; status: string; sections: { lectures: ManagedLecture[] }[] };

/**
 * A lecture of the demo instructor's published courses whose video is transcoded and at least
 * `minSeconds` long (the seed's videos are transcoded by the app's worker after start, so it may have to wait);
 * from a course not in `otherThan` when a test needs a second one.
 */
export async function lectureWithVideo(
  request: APIRequestContext,
  instructorToken: string,
  minSeconds: number,
  { otherThan = [] }: { otherThan?: string[] } = {},
): Promise<{ course: ManagedCourse; lecture: ManagedLecture }> {
  const listed = await request.get('/api/instructor/me/courses?limit=50', { headers: bearer(instructorToken) });
  expect(listed.status(), await listed.text()).toBe(200);
  const published = ((await listed.json()) as { courses: { _id: string; status: string }[] }).courses.filter(
    (course) => course.status === 'published' && !otherThan.includes(course._id),
  );
  let found: { course: ManagedCourse; lecture: ManagedLecture } | undefined;
  await expect
    .poll(
      async () => {
        for (const { _id } of published) {
          const response = await request.get(`/api/instructor/me/courses/${_id}`, { headers: bearer(instructorToken) });
          const { course } = (await response.json()) as { course: ManagedCourse };
          const lecture = course.sections.flatMap((section) => section.lectures).find((item) => item.mediaStatus === 'ready' && item.durationSeconds >= minSeconds);
          if (lecture) return (found = { course, lecture });
        }
        return undefined;
      },
      { message: `a transcoded lecture video of at least ${minSeconds} s`, timeout: 30_000 },
    )
    .toBeTruthy();
  return found!;
}

/** The lecture's <video>, once it has a frame to show. */
export async function loadedVideo(page: Page): Promise<Locator> {
  const video = page.getByTestId('hls-video');
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.readyState), { timeout: 20_000 }).toBeGreaterThanOrEqual(HAVE_CURRENT_DATA);
  return video;
}

/** Pauses the video at `second`, as a student dragging the progress bar; again if the player's resume lands after it. */
export async function scrubTo(video: Locator, second: number): Promise<void> {
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
