import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import toast from 'react-hot-toast';
import type { Profile, RegisterInput } from '../../../api/types';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { ApiError } from '../../../lib/http/ApiError';
import { formatFileSize } from '../../../lib/format';
import { errorMessage } from '../../../lib/http/errorMessage';
import { ensureUserProfile, fetchProfile, loginRequest, logoutRequest, registerRequest } from '../api/authApi';
import { AuthContext, type AuthContextValue, type AuthStatus, type SignInOptions, type Welcome } from '../AuthContext';
import { AUTH_MESSAGES, loginErrorMessage } from '../authMessages';
import { refreshSession } from '../../../lib/session/refreshSession';
import { forgetProfile, lastProfile, rememberProfile } from '../../../lib/session/offlineProfile';
import { hasSessionHint } from '../../../lib/session/sessionHint';
import { clearAccessToken, getAccessToken, onSessionExpired, setAccessToken } from '../../../lib/session/tokenStore';

type SessionState = { status: AuthStatus; user: Profile | null };

const ANONYMOUS: SessionState = { status: 'anonymous', user: null };

export function AuthProvider({ children }: { children: ReactNode }) {
  // Visitors who never signed in have no session hint: anonymous at once, no splash, no request.
  // An offline start with a known profile opens at once too: the learning pages read IndexedDB.
  const [session, setSession] = useState<SessionState>(startingSession);
  const [welcome, setWelcome] = useState<Welcome | null>(null);

  // Restore the session from the refresh cookie; the splash screen shows meanwhile. When the server
  // cannot be reached (offline start), the last known profile keeps the learning pages open, and the
  // session is restored for real once the network is back.
  useEffect(() => {
    let active = true;
    const restore = () =>
      refreshSession().then(
        ({ user }) => active && setSession({ status: 'authenticated', user }),
        (error: unknown) => {
          if (!active) return;
          const known = lastProfile();
          if (known && isUnreachable(error)) {
            setSession({ status: 'authenticated', user: known });
            window.addEventListener('online', () => void restore(), { once: true });
          } else {
            // A locked account's access has ended: what it downloaded to this device goes too.
            if (known && error instanceof ApiError && error.code === 'ACCOUNT_DISABLED') void deleteDownloadsOf(known._id);
            setSession(ANONYMOUS);
          }
        },
      );
    if (hasSessionHint()) {
      if (offlineStartProfile()) window.addEventListener('online', () => void restore(), { once: true });
      else void restore();
    }
    const stopListening = onSessionExpired(() => setSession(ANONYMOUS));
    return () => {
      active = false;
      stopListening();
    };
  }, []);

  // The profile an offline start falls back to: always the latest one the server confirmed.
  useEffect(() => {
    if (session.status === 'authenticated' && session.user) rememberProfile(session.user);
    if (session.status === 'anonymous') forgetProfile();
  }, [session]);

  /** After any sign-in: make sure the server profile exists, load it, then greet the user. */
  const finishSignIn = useCallback(async (accessToken: string, options: SignInOptions = {}): Promise<Profile> => {
    setAccessToken(accessToken);
    let profile: Profile;
    let wasActive: boolean;
    try {
      wasActive = (await ensureUserProfile()).isActive;
      profile = await fetchProfile();
    } catch (error) {
      console.error(error);
      await dropSession();
      setSession(ANONYMOUS);
      throw new Error(AUTH_MESSAGES.profileSyncFailed);
    }
    if (options.requireRole && profile.role !== options.requireRole) {
      await dropSession();
      setSession(ANONYMOUS);
      throw new Error(AUTH_MESSAGES.forbidden);
    }
    setSession({ status: 'authenticated', user: profile });
    // The celebrations speak to learners ('Bài học tiếp theo đang chờ'); an admin signs in to work.
    if (profile.role !== 'admin') setWelcome({ kind: wasActive ? 'welcome-back' : 'first-login', name: profile.name });
    return profile;
  }, []);

  const signIn = useCallback(
    async (email: string, password: string, options?: SignInOptions) => {
      let accessToken: string;
      try {
        accessToken = (await loginRequest(email.trim(), password, options?.returnTo)).accessToken;
      } catch (error) {
        throw new Error(loginErrorMessage(error));
      }
      return finishSignIn(accessToken, options);
    },
    [finishSignIn],
  );

  const completeOAuthSignIn = useCallback(async () => {
    let accessToken: string;
    try {
      // The OAuth return is a full page load, so a token in memory was just minted from the new
      // cookie by the start-up refresh; reuse it rather than rotating the cookie a second time.
      accessToken = getAccessToken()?.token ?? (await refreshSession()).accessToken;
    } catch (error) {
      throw new Error(loginErrorMessage(error));
    }
    return finishSignIn(accessToken);
  }, [finishSignIn]);

  const register = useCallback(async (input: RegisterInput) => {
    const message = await registerRequest(input);
    setWelcome({ kind: 'registered', name: input.name });
    return message;
  }, []);

  const finishSignOut = useCallback(
    async ({ quiet = false }: { quiet?: boolean } = {}) => {
      const userId = session.user?._id;
      try {
        // Downloads belong to the signed-in learner on this device: the next person here never plays them.
        if (userId) await deleteDownloadsOf(userId);
        const message = await logoutRequest();
        clearAccessToken();
        setSession(ANONYMOUS);
        if (!quiet) toast.success(message || AUTH_MESSAGES.logoutSucceeded);
      } catch (error) {
        console.error(error);
        if (!quiet) toast.error(errorMessage(error, AUTH_MESSAGES.logoutFailed));
      }
    },
    [session.user?._id],
  );

  // Signing out deletes this device's downloads: when there are some, the learner confirms first.
  const [heldDownloads, setHeldDownloads] = useState<HeldDownloads | null>(null);
  const [signingOut, setSigningOut] = useState(false);
  const signOut = useCallback(
    async (options: { quiet?: boolean } = {}) => {
      const held = session.user ? await downloadsHeldBy(session.user._id) : null;
      if (held) setHeldDownloads(held);
      else await finishSignOut(options);
    },
    [session.user, finishSignOut],
  );
  const confirmSignOut = async () => {
    setSigningOut(true);
    await finishSignOut();
    setSigningOut(false);
    setHeldDownloads(null);
  };

  const updateUser = useCallback((profile: Profile) => {
    setSession((current) => (current.status === 'authenticated' ? { ...current, user: profile } : current));
  }, []);

  const dismissWelcome = useCallback(() => setWelcome(null), []);

  const value = useMemo<AuthContextValue>(
    () => ({
      status: session.status,
      user: session.user,
      signIn,
      completeOAuthSignIn,
      register,
      signOut,
      updateUser,
      welcome,
      dismissWelcome,
    }),
    [session, signIn, completeOAuthSignIn, register, signOut, updateUser, welcome, dismissWelcome],
  );

  return (
    <AuthContext.Provider value={value}>
      {children}
      <ConfirmDialog
        open={heldDownloads !== null}
        title="Đăng xuất và xóa bài đã tải?"
        message={
          heldDownloads
            ? `Thiết bị này đang giữ ${heldDownloads.count} bài giảng bạn đã tải về (${formatFileSize(heldDownloads.bytes)}). Đăng xuất sẽ xóa chúng khỏi thiết bị để người dùng sau không xem được; lần sau bạn cần tải lại.`
            : ''
        }
        confirmLabel="Đăng xuất và xóa"
        cancelLabel="Ở lại"
        danger
        busy={signingOut}
        onConfirm={() => void confirmSignOut()}
        onCancel={() => setHeldDownloads(null)}
        testId="signout-dialog"
        confirmTestId="signout-confirm"
      />
    </AuthContext.Provider>
  );
}

type HeldDownloads = { count: number; bytes: number };

async function deleteDownloadsOf(userId: string): Promise<void> {
  await import('../../downloads').then(({ deleteAllDownloads }) => deleteAllDownloads(userId)).catch((error: unknown) => console.error(error));
}

/** This learner's downloads on the device, or null when there are none (loaded here only: visitors' bundle carries no download code). */
async function downloadsHeldBy(userId: string): Promise<HeldDownloads | null> {
  try {
    const downloads = await import('../../downloads').then(({ downloadsOf }) => downloadsOf(userId));
    return downloads.length ? { count: downloads.length, bytes: downloads.reduce((sum, download) => sum + download.storedBytes, 0) } : null;
  } catch (error) {
    console.error(error);
    return null;
  }
}

/** Forget the token and ask the server to revoke the refresh cookie (best effort). */
async function dropSession(): Promise<void> {
  clearAccessToken();
  try {
    await logoutRequest();
  } catch (error) {
    console.error(error);
  }
}

/** The server could not be reached at all (offline, or down), as opposed to refusing the session. */
function startingSession(): SessionState {
  if (!hasSessionHint()) return ANONYMOUS;
  const known = offlineStartProfile();
  return known ? { status: 'authenticated', user: known } : { status: 'loading', user: null };
}

/** The last confirmed profile when the browser knows it is offline: no refresh attempt to wait for. */
function offlineStartProfile(): Profile | null {
  return typeof navigator !== 'undefined' && !navigator.onLine ? lastProfile() : null;
}

function isUnreachable(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 0 || error.status >= 500);
}
