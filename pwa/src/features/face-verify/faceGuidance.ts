import type { FaceCheckState } from './hooks/useFaceCheck';

export type FaceGuidance = {
  /** What to do now, in a sentence. */
  message: string;
  /** Extra advice shown under it (the light). */
  hint: string | null;
  /** Capture allowed: exactly one face seen, or no detector on this device (the server checks). */
  canCapture: boolean;
};

export const CENTER_FACE = 'Đưa khuôn mặt vào giữa khung hình';
export const SEVERAL_FACES = 'Có nhiều hơn một khuôn mặt';
export const MORE_LIGHT = 'Đủ ánh sáng chưa?';

/** The guidance for what the browser-side check sees in the camera. */
export function faceGuidance(check: FaceCheckState): FaceGuidance {
  if (check.kind === 'loading') return { message: 'Đang chuẩn bị bộ nhận diện khuôn mặt...', hint: null, canCapture: false };
  if (check.kind === 'unavailable') {
    return { message: 'Thiết bị này không chạy được bước kiểm tra trước. Hãy nhìn thẳng vào camera rồi chụp, máy chủ sẽ kiểm tra ảnh.', hint: null, canCapture: true };
  }
  const { frame } = check;
  if (!frame) return { message: 'Đang chờ hình ảnh từ camera...', hint: null, canCapture: false };
  const hint = frame.dark ? MORE_LIGHT : null;
  if (frame.faces === 0) return { message: CENTER_FACE, hint: hint ?? 'Nhìn thẳng vào camera, không che mặt.', canCapture: false };
  if (frame.faces > 1) return { message: SEVERAL_FACES, hint: 'Chỉ mình bạn trong khung hình nhé.', canCapture: false };
  return { message: 'Đã thấy khuôn mặt của bạn. Giữ yên và bấm "Chụp và xác thực".', hint, canCapture: true };
}
