// @vitest-environment jsdom
// jsdom: under happy-dom the camera stand-in never shows the page its guidance.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Profile } from '../../../api/types';
import { useAuth } from '../../auth';
import { captureFrame } from '../captureFrame';
import { readCourseAccess } from '../courseAccessStore';
import { type FrameCheck, loadFaceDetector } from '../faceDetector';
import FaceVerifyPage from './FaceVerifyPage';
import { renderWithQuery } from '../../../test/renderWithQuery';

vi.mock('../../auth/hooks/useAuth', () => ({ useAuth: vi.fn() }));
vi.mock('../faceDetector', () => ({ loadFaceDetector: vi.fn() }));
vi.mock('../captureFrame', () => ({ captureFrame: vi.fn() }));

const COURSE = { _id: 'c1', slug: 'facebook-ads', title: 'Quảng cáo Facebook từ A đến Z', isEnrolled: true };
const ACCESS = { accessToken: 'u1.c1.1999999999.sig', expiresAt: '2033-05-18T03:33:19.000Z', enrolledNow: true };

// What the stubbed browser-side detector sees in the camera right now.
let frame: FrameCheck;
let stopTrack: ReturnType<typeof vi.fn>;
let getUserMedia: ReturnType<typeof vi.fn>;

function signIn(userId: string) {
  vi.mocked(useAuth).mockReturnValue({ status: 'authenticated', user: { _id: userId, role: 'student', name: 'An' } as Profile } as ReturnType<typeof useAuth>);
}

type Reply = { status: number; body: unknown };
const json = ({ status, body }: Reply) =>
  new Response(typeof body === 'string' ? body : JSON.stringify(body), { status, headers: { 'Content-Type': typeof body === 'string' ? 'text/html' : 'application/json' } });

/** The API: the public course detail, and the face check answering `verify`. Returns the uploads. */
function stubApi(verify: Reply, course: typeof COURSE = COURSE) {
  const uploads: FormData[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      const { pathname } = new URL(request.url);
      if (request.method === 'GET' && pathname === `/api/courses/${COURSE.slug}`) return json({ status: 200, body: { course } });
      if (request.method === 'POST' && pathname === '/api/learn/verify-access') {
        uploads.push(await request.formData());
        return json(verify);
      }
      return json({ status: 404, body: { message: 'Không tìm thấy', code: 'NOT_FOUND' } });
    }),
  );
  return uploads;
}

function LocationProbe() {
  return <p data-testid="location">{useLocation().pathname}</p>;
}

const renderPage = () =>
  renderWithQuery(
    <MemoryRouter initialEntries={[`/learn/${COURSE.slug}/verify`]}>
      <Routes>
        <Route path="/learn/:courseSlug/verify" element={<FaceVerifyPage />} />
        <Route path="/learn/:courseSlug" element={<LocationProbe />} />
      </Routes>
    </MemoryRouter>,
  );

const captureButton = () => screen.getByRole('button', { name: 'Chụp và xác thực' }) as HTMLButtonElement;

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  signIn('u1');
  frame = { faces: 0, dark: false };
  vi.mocked(loadFaceDetector).mockResolvedValue({ detect: async () => frame });
  vi.mocked(captureFrame).mockResolvedValue(new Blob(['jpeg'], { type: 'image/jpeg' }));
  stopTrack = vi.fn();
  getUserMedia = vi.fn(async () => ({ getTracks: () => [{ stop: stopTrack }] }));
  Object.defineProperty(navigator, 'mediaDevices', { value: { getUserMedia }, configurable: true });
});
afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'mediaDevices');
});

/** Agrees to the consent text (first visit of this user on this device). */
async function consent() {
  const start = await screen.findByRole('button', { name: 'Bật camera' });
  expect((start as HTMLButtonElement).disabled).toBe(true);
  fireEvent.click(screen.getByLabelText('Tôi đồng ý'));
  fireEvent.click(start);
}

describe('FaceVerifyPage', () => {
  it('asks no consent and never starts the camera for a course the student does not own: it links to the course page', async () => {
    stubApi({ status: 200, body: ACCESS }, { ...COURSE, isEnrolled: false });
    renderPage();
    const message = await screen.findByTestId('face-verify-not-enrolled');
    expect(message.textContent).toContain('Bạn chưa đăng ký khóa học này.');
    expect(within(message).getByRole('link').getAttribute('href')).toBe(`/courses/${COURSE.slug}`);
    expect(screen.queryByTestId('face-consent')).toBeNull();
    expect(getUserMedia).not.toHaveBeenCalled();
  });

  it('explains what is stored and starts the camera only after "Tôi đồng ý", once per user', async () => {
    stubApi({ status: 200, body: ACCESS });
    const { unmount } = renderPage();
    expect((await screen.findByTestId('face-consent')).textContent).toContain('không lưu ảnh của bạn');
    expect(screen.getByText(COURSE.title)).toBeTruthy();
    expect(getUserMedia).not.toHaveBeenCalled();

    await consent();
    await waitFor(() => expect(getUserMedia).toHaveBeenCalledTimes(1));
    expect(getUserMedia.mock.calls[0][0]).toMatchObject({ video: { facingMode: 'user' }, audio: false });
    unmount();
    expect(stopTrack).toHaveBeenCalled();

    // Remembered for this user: straight to the camera. Another user of the browser is asked again.
    renderPage().unmount();
    renderPage();
    expect(await screen.findByTestId('face-capture')).toBeTruthy();
    expect(screen.queryByTestId('face-consent')).toBeNull();
    signIn('u2');
    renderPage();
    expect(await screen.findAllByTestId('face-consent')).toHaveLength(1);
  });

  it('keeps the capture button disabled until exactly one face is seen, with guidance', async () => {
    stubApi({ status: 200, body: ACCESS });
    renderPage();
    await consent();
    const guidance = await screen.findByTestId('face-guidance');
    await waitFor(() => expect(guidance.textContent).toContain('Đưa khuôn mặt vào giữa khung hình'));
    expect(captureButton().disabled).toBe(true);

    frame = { faces: 0, dark: true };
    await waitFor(() => expect(screen.getByTestId('face-guidance').textContent).toContain('Đủ ánh sáng chưa?'));
    frame = { faces: 2, dark: false };
    await waitFor(() => expect(screen.getByTestId('face-guidance').textContent).toContain('Có nhiều hơn một khuôn mặt'));
    expect(captureButton().disabled).toBe(true);

    frame = { faces: 1, dark: false };
    await waitFor(() => expect(captureButton().disabled).toBe(false));
  });

  it('sends the photo with the course id, stores the access token for that course and opens the course', async () => {
    const uploads = stubApi({ status: 200, body: ACCESS });
    frame = { faces: 1, dark: false };
    renderPage();
    await consent();
    await waitFor(() => expect(captureButton().disabled).toBe(false));
    fireEvent.click(captureButton());

    expect((await screen.findByTestId('location')).textContent).toBe('/learn/facebook-ads');
    expect(uploads).toHaveLength(1);
    expect(uploads[0].get('courseId')).toBe('c1');
    expect((uploads[0].get('faceImage') as File).type).toBe('image/jpeg');
    expect(readCourseAccess('u1', 'c1')).toEqual({ token: ACCESS.accessToken, expiresAt: ACCESS.expiresAt });
    expect(stopTrack).toHaveBeenCalled();
  });

  it("shows the server's reason with 'Thử lại', and a generic text when the server gave none", async () => {
    stubApi({ status: 403, body: { code: 'FACE_MISMATCH', message: 'Khuôn mặt không khớp với người đã đăng ký tài khoản này.' } });
    frame = { faces: 1, dark: false };
    renderPage();
    await consent();
    await waitFor(() => expect(captureButton().disabled).toBe(false));
    fireEvent.click(captureButton());

    expect((await screen.findByTestId('face-error')).textContent).toBe('Khuôn mặt không khớp với người đã đăng ký tài khoản này.');
    expect(readCourseAccess('u1', 'c1')).toBeNull();
    stubApi({ status: 502, body: '<html>Bad Gateway</html>' });
    fireEvent.click(screen.getByRole('button', { name: 'Thử lại' }));
    await waitFor(() => expect(captureButton().disabled).toBe(false));
    fireEvent.click(captureButton());
    expect((await screen.findByTestId('face-error')).textContent).toBe('Lỗi khi xác thực khuôn mặt.');
    expect(screen.queryByTestId('location')).toBeNull();
  });

  it('explains how to allow the camera when permission is denied', async () => {
    stubApi({ status: 200, body: ACCESS });
    getUserMedia.mockRejectedValueOnce(new DOMException('Permission denied', 'NotAllowedError'));
    renderPage();
    await consent();
    const problem = await screen.findByTestId('camera-denied');
    expect(problem.textContent).toContain('Trình duyệt đang chặn quyền dùng camera.');
    expect(problem.textContent).toContain('Camera → Cho phép');
    expect(captureButton().disabled).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Thử lại' }));
    await waitFor(() => expect(screen.queryByTestId('camera-denied')).toBeNull());
    expect(getUserMedia).toHaveBeenCalledTimes(2);
  });
});
