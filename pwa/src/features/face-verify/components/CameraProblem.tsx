import type { CameraState } from '../hooks/useCamera';

type Props = { state: Exclude<CameraState, 'starting' | 'live'>; onRetry: () => void };

/** Why the camera did not start, and how to fix it. */
export function CameraProblem({ state, onRetry }: Props) {
  return (
    <div
      role="alert"
      data-testid={`camera-${state}`}
      className="space-y-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900 dark:border-amber-500/40 dark:bg-amber-500/10 dark:text-amber-200"
    >
      {state === 'denied' ? (
        <>
          <p className="font-semibold">Trình duyệt đang chặn quyền dùng camera.</p>
          <p>Cách cho phép:</p>
          <ul className="list-disc space-y-1 pl-5">
            <li>Máy tính (Chrome, Edge, Cốc Cốc): bấm biểu tượng ổ khóa hoặc camera ở đầu thanh địa chỉ, chọn Camera → Cho phép, rồi tải lại trang.</li>
            <li>Android: Cài đặt trang web (biểu tượng ổ khóa) → Quyền → Camera → Cho phép.</li>
            <li>iPhone, iPad: Cài đặt → Safari → Camera → Cho phép (hoặc bấm "aA" trên thanh địa chỉ → Cài đặt trang web).</li>
          </ul>
        </>
      ) : state === 'unavailable' ? (
        <p>Không mở được camera. Hãy kiểm tra thiết bị có camera trước và không có ứng dụng nào khác đang dùng nó.</p>
      ) : (
        <p>Trình duyệt này không hỗ trợ camera cho trang web. Hãy mở trang bằng Chrome, Safari hoặc Edge bản mới (qua https).</p>
      )}
      {state === 'unsupported' ? null : (
        <button type="button" className="btn btn-secondary btn-sm" onClick={onRetry}>
          Thử lại
        </button>
      )}
    </div>
  );
}
