import { useProviders } from '../hooks/useProviders';
import { startOAuth } from '../oauthRedirect';

type OAuthButtonsProps = { returnTo: string };

/** Google / Facebook buttons, shown only for providers the server has configured. */
export function OAuthButtons({ returnTo }: OAuthButtonsProps) {
  const { google, facebook } = useProviders();
  if (!google && !facebook) return null;
  return (
    <div className="space-y-3">
      <div className="flex items-center gap-3 text-xs text-slate-500 dark:text-slate-400">
        <span className="h-px flex-1 bg-slate-200 dark:bg-slate-700" />
        hoặc
        <span className="h-px flex-1 bg-slate-200 dark:bg-slate-700" />
      </div>
      {google ? (
        <button type="button" className="btn btn-secondary w-full" data-testid="oauth-google" onClick={() => startOAuth('google', returnTo)}>
          <svg viewBox="0 0 24 24" className="h-5 w-5" aria-hidden="true">
            <path fill="#4285F4" d="M22.5 12.3c0-.8-.1-1.5-.2-2.2H12v4.2h5.9a5 5 0 0 1-2.2 3.3v2.7h3.6c2.1-1.9 3.2-4.8 3.2-8z" />
            <path fill="#34A853" d="M12 23c3 0 5.5-1 7.3-2.7l-3.6-2.7c-1 .7-2.2 1.1-3.7 1.1-2.9 0-5.3-1.9-6.2-4.5H2.1v2.8A11 11 0 0 0 12 23z" />
            <path fill="#FBBC05" d="M5.8 14.2a6.6 6.6 0 0 1 0-4.3V7.1H2.1a11 11 0 0 0 0 9.9l3.7-2.8z" />
            <path fill="#EA4335" d="M12 5.4c1.6 0 3 .6 4.2 1.6l3.1-3.1A11 11 0 0 0 2.1 7.1l3.7 2.8C6.7 7.3 9.1 5.4 12 5.4z" />
          </svg>
          Tiếp tục với Google
        </button>
      ) : null}
      {facebook ? (
        <button type="button" className="btn w-full bg-[#1877F2] text-white hover:bg-[#166fe0]" data-testid="oauth-facebook" onClick={() => startOAuth('facebook', returnTo)}>
          <svg viewBox="0 0 24 24" className="h-5 w-5" fill="currentColor" aria-hidden="true">
            <path d="M24 12a12 12 0 1 0-13.9 11.9v-8.4H7.1V12h3V9.4c0-3 1.8-4.7 4.5-4.7 1.3 0 2.7.2 2.7.2v3h-1.5c-1.5 0-2 .9-2 1.9V12h3.4l-.5 3.5h-2.9v8.4A12 12 0 0 0 24 12z" />
          </svg>
          Tiếp tục với Facebook
        </button>
      ) : null}
    </div>
  );
}
