import { useState, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { FormError } from '../../../components/ui/FormError';
import { Icon } from '../../../components/ui/Icon';
import { Spinner } from '../../../components/ui/Spinner';
import { errorMessage } from '../../../lib/http/errorMessage';
import {
  isInvalidLink,
  useAnnouncementPreferencesByToken,
  usePreferencesByToken,
  useSaveAnnouncementPreferenceByToken,
  useSavePreferencesByToken,
  type AnnouncementMailChange,
} from '../api/emailPreferencesApi';
import { AnnouncementMailControl } from './AnnouncementMailControl';
import { MarketingConsentControl, SuppressedNotice, TRANSACTIONAL_NOTE } from './MarketingConsentControl';

const EMAIL_PREFERENCES_TEXTS = {
  title: 'Tùy chọn nhận thư',
  unsubscribeTitle: 'Hủy đăng ký nhận thư quảng cáo',
  unsubscribeBody: 'Bạn sẽ không nhận thư về khóa học mới và ưu đãi nữa. Thư về đơn hàng, thanh toán và tài khoản vẫn được gửi.',
  unsubscribed: 'Bạn đã hủy đăng ký. Thay đổi có hiệu lực ngay.',
  resubscribed: 'Bạn đã đăng ký lại. Thay đổi có hiệu lực ngay.',
  invalidLink: 'Link không hợp lệ hoặc đã hết hạn. Vui lòng thử lại.',
  loadFailed: 'Không tải được tùy chọn nhận thư. Vui lòng thử lại.',
  saveFailed: 'Không lưu được thay đổi. Vui lòng thử lại.',
} as const;

/** What the page shows once the preferences are known. */
type View = 'confirm' | 'unsubscribed' | 'preferences';

function Frame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="mx-auto w-full max-w-lg px-4 py-10 sm:py-16">
      <div className="card p-5 sm:p-8">
        <h1 className="text-xl font-bold text-slate-900 sm:text-2xl dark:text-white">{title}</h1>
        <div className="mt-4 space-y-5">{children}</div>
      </div>
    </section>
  );
}

function Recipient({ email }: { email: string }) {
  return (
    <p className="flex items-center gap-2 text-sm text-slate-600 dark:text-slate-400">
      <Icon name="mail" className="h-4 w-4 shrink-0" />
      <span className="min-w-0 font-medium break-words text-slate-900 dark:text-white" data-testid="email-prefs-email">
        {email}
      </span>
    </p>
  );
}

function Success({ message }: { message: string }) {
  return (
    <div
      role="status"
      data-testid="email-prefs-success"
      className="flex items-start gap-3 rounded-lg bg-emerald-50 p-4 text-emerald-800 dark:bg-emerald-500/10 dark:text-emerald-300"
    >
      <Icon name="check" className="mt-0.5 h-5 w-5 shrink-0" />
      <p className="text-sm">{message}</p>
    </div>
  );
}

const HOME_LINK = (
  <Link to="/" className="btn btn-secondary w-full sm:w-auto">
    Về trang chủ
  </Link>
);

/**
 * Target of the footer link of every marketing mail (/email-preferences?token=…) and of its
 * List-Unsubscribe URL (…&action=unsubscribe). No sign-in: the signed token names the address.
 * Unsubscribing always asks first, because link scanners open the URLs of a mail.
 */
export default function EmailPreferencesPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const unsubscribing = params.get('action') === 'unsubscribe';
  const result = usePreferencesByToken(token);
  const saveChoice = useSavePreferencesByToken(token);
  const [chosenView, setChosenView] = useState<View | null>(null);
  const saving = saveChoice.isPending;
  const [saveError, setSaveError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const save = async (marketingConsent: boolean, next: View, message: string | null) => {
    setSaveError(null);
    setNotice(null);
    try {
      await saveChoice.mutateAsync(marketingConsent);
      setChosenView(next);
      setNotice(message);
    } catch (failure) {
      setSaveError(isInvalidLink(failure) ? EMAIL_PREFERENCES_TEXTS.invalidLink : errorMessage(failure, EMAIL_PREFERENCES_TEXTS.saveFailed));
    }
  };

  if (result.isError) {
    const invalid = isInvalidLink(result.error);
    return (
      <Frame title={EMAIL_PREFERENCES_TEXTS.title}>
        <FormError message={invalid ? EMAIL_PREFERENCES_TEXTS.invalidLink : errorMessage(result.error, EMAIL_PREFERENCES_TEXTS.loadFailed)} testId="email-prefs-error" />
        <div className="flex flex-col gap-3 sm:flex-row">
          {invalid ? null : (
            <button type="button" className="btn btn-primary w-full sm:w-auto" onClick={() => void result.refetch()}>
              Thử lại
            </button>
          )}
          {HOME_LINK}
        </div>
      </Frame>
    );
  }

  const preferences = result.data;
  if (!preferences) {
    return (
      <Frame title={EMAIL_PREFERENCES_TEXTS.title}>
        <Spinner label="Đang tải tùy chọn nhận thư..." />
      </Frame>
    );
  }

  const view: View = chosenView ?? (unsubscribing && preferences.marketingConsent ? 'confirm' : 'preferences');
  const saveErrorBlock = <FormError message={saveError} testId="email-prefs-save-error" />;

  if (view === 'confirm') {
    return (
      <Frame title={EMAIL_PREFERENCES_TEXTS.unsubscribeTitle}>
        <Recipient email={preferences.email} />
        <p className="text-sm leading-relaxed text-slate-700 dark:text-slate-300" data-testid="email-prefs-confirm-text">
          {EMAIL_PREFERENCES_TEXTS.unsubscribeBody}
        </p>
        {preferences.suppressed ? <SuppressedNotice testId="email-prefs-suppressed" /> : null}
        {saveErrorBlock}
        <div className="flex flex-col gap-3 sm:flex-row">
          <button
            type="button"
            className="btn btn-primary w-full sm:w-auto"
            disabled={saving}
            aria-busy={saving}
            onClick={() => void save(false, 'unsubscribed', null)}
            data-testid="email-prefs-unsubscribe"
          >
            Hủy đăng ký
          </button>
          {HOME_LINK}
        </div>
      </Frame>
    );
  }

  if (view === 'unsubscribed') {
    return (
      <Frame title={EMAIL_PREFERENCES_TEXTS.unsubscribeTitle}>
        <Recipient email={preferences.email} />
        <Success message={EMAIL_PREFERENCES_TEXTS.unsubscribed} />
        <p className="text-sm text-slate-600 dark:text-slate-400">Bấm nhầm? Bạn có thể đăng ký lại ngay.</p>
        {saveErrorBlock}
        <div className="flex flex-col gap-3 sm:flex-row">
          <button
            type="button"
            className="btn btn-secondary w-full sm:w-auto"
            disabled={saving}
            aria-busy={saving}
            onClick={() => void save(true, 'preferences', EMAIL_PREFERENCES_TEXTS.resubscribed)}
            data-testid="email-prefs-resubscribe"
          >
            Đăng ký lại
          </button>
          {HOME_LINK}
        </div>
      </Frame>
    );
  }

  return (
    <Frame title={EMAIL_PREFERENCES_TEXTS.title}>
      <Recipient email={preferences.email} />
      <MarketingConsentControl
        preferences={preferences}
        busy={saving}
        idPrefix="email-prefs"
        onChange={(marketingConsent) => void save(marketingConsent, 'preferences', marketingConsent ? EMAIL_PREFERENCES_TEXTS.resubscribed : EMAIL_PREFERENCES_TEXTS.unsubscribed)}
      />
      {notice ? <Success message={notice} /> : null}
      {saveErrorBlock}
      <p className="text-sm text-slate-600 dark:text-slate-400">{TRANSACTIONAL_NOTE}</p>
      <AnnouncementsByToken token={token} />
      <div>{HOME_LINK}</div>
    </Frame>
  );
}

/** The course announcement switches of the address the link names; each is saved at once. */
function AnnouncementsByToken({ token }: { token: string }) {
  const result = useAnnouncementPreferencesByToken(token);
  const save = useSaveAnnouncementPreferenceByToken(token);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const change = async (update: AnnouncementMailChange) => {
    setError(null);
    setNotice(null);
    try {
      await save.mutateAsync(update);
      setNotice(update.enabled ? 'Đã bật thư thông báo khóa học. Thay đổi có hiệu lực ngay.' : 'Đã tắt thư thông báo khóa học. Thay đổi có hiệu lực ngay.');
    } catch (failure) {
      setError(isInvalidLink(failure) ? EMAIL_PREFERENCES_TEXTS.invalidLink : errorMessage(failure, EMAIL_PREFERENCES_TEXTS.saveFailed));
    }
  };

  if (result.isError) return <FormError message={errorMessage(result.error, 'Không tải được tùy chọn thư thông báo khóa học.')} testId="email-prefs-announcements-error" />;
  if (!result.data) return <Spinner label="Đang tải tùy chọn thư thông báo..." />;
  return (
    <div className="space-y-3 border-t border-slate-200 pt-5 dark:border-slate-800">
      <AnnouncementMailControl preferences={result.data} busy={save.isPending} idPrefix="email-prefs" onChange={(update) => void change(update)} />
      {notice ? <Success message={notice} /> : null}
      <FormError message={error} testId="email-prefs-announcements-save-error" />
    </div>
  );
}
