import { useState } from 'react';

type Props = { onAccept: () => void };

/** Shown before the first face check on this device: what is stored, why, and the user's agreement. */
export function FaceConsent({ onAccept }: Props) {
  const [agreed, setAgreed] = useState(false);
  return (
    <section className="card space-y-4 p-6" data-testid="face-consent">
      <h2 className="text-lg font-semibold text-slate-900 dark:text-white">Trước khi bật camera</h2>
      <ul className="list-disc space-y-2 pl-5 text-sm text-slate-700 dark:text-slate-300">
        <li>Mỗi lần vào học, bạn chụp một ảnh khuôn mặt để xác nhận đúng là chủ tài khoản. Việc này giúp ngăn chia sẻ tài khoản cho người khác.</li>
        <li>
          Lần đầu, hệ thống chỉ lưu <strong>chữ ký khuôn mặt dạng số</strong> (một dãy số tính từ ảnh), <strong>không lưu ảnh của bạn</strong>. Những lần sau, ảnh chỉ dùng để so
          khớp với chữ ký này rồi bị bỏ đi.
        </li>
        <li>Chữ ký khuôn mặt chỉ dùng để xác thực khi học. Muốn đăng ký lại khuôn mặt, hãy liên hệ quản trị viên.</li>
      </ul>
      <label className="flex items-center gap-2 text-sm font-medium text-slate-900 dark:text-white">
        <input type="checkbox" checked={agreed} onChange={(event) => setAgreed(event.target.checked)} className="h-4 w-4" />
        Tôi đồng ý
      </label>
      <button type="button" className="btn btn-primary" disabled={!agreed} onClick={onAccept}>
        Bật camera
      </button>
    </section>
  );
}
