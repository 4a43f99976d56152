import { usePushSubscription, type PushState } from '../hooks/usePushSubscription';

const DESCRIPTIONS: Record<PushState, string> = {
  checking: 'Đang kiểm tra trình duyệt...',
  unsupported: 'Trình duyệt này không hỗ trợ thông báo đẩy. Trên iPhone hoặc iPad, hãy thêm ứng dụng vào Màn hình chính rồi mở lại trang này để bật.',
  denied: 'Bạn đã chặn thông báo cho trang này. Để bật lại: bấm biểu tượng ổ khóa cạnh thanh địa chỉ, mở Cài đặt trang web, chọn Cho phép ở mục Thông báo rồi tải lại trang.',
  off: 'Nhận tin ngay trên thiết bị này khi đơn hàng được thanh toán, nạp tiền thành công hay khóa học được duyệt, kể cả khi ứng dụng đang đóng.',
  on: 'Đã bật trên thiết bị này. Bạn sẽ nhận thông báo kể cả khi ứng dụng đang đóng.',
};

/** The 'Nhận thông báo đẩy' switch of the settings page, for this browser or device only. */
export function PushOptIn() {
  const { state, busy, enable, disable } = usePushSubscription();
  const on = state === 'on';
  const disabled = busy || state === 'checking' || state === 'unsupported' || state === 'denied';

  return (
    <div className="flex items-start justify-between gap-4" data-testid="push-opt-in" data-state={state}>
      <div>
        <p id="push-opt-in-label" className="font-medium text-slate-900 dark:text-white">
          Nhận thông báo đẩy
        </p>
        <p className={`mt-1 text-sm ${state === 'denied' ? 'text-amber-700 dark:text-amber-400' : 'text-slate-600 dark:text-slate-400'}`} data-testid="push-opt-in-status">
          {DESCRIPTIONS[state]}
        </p>
      </div>
      <button
        type="button"
        role="switch"
        aria-checked={on}
        aria-labelledby="push-opt-in-label"
        aria-busy={busy}
        disabled={disabled}
        data-testid="push-opt-in-switch"
        onClick={() => void (on ? disable() : enable())}
        className={`relative inline-flex h-7 w-12 shrink-0 items-center rounded-full transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 disabled:cursor-not-allowed disabled:opacity-50 ${
          on ? 'bg-brand-600' : 'bg-slate-300 dark:bg-slate-600'
        }`}
      >
        <span className={`inline-block h-5 w-5 rounded-full bg-white shadow transition-transform ${on ? 'translate-x-6' : 'translate-x-1'}`} aria-hidden="true" />
      </button>
    </div>
  );
}
