import { createContext } from 'react';
import type { Profile, RegisterInput, Role } from '../../api/types';

export type AuthStatus = 'loading' | 'authenticated' | 'anonymous';

/** Which celebration popup to show: after sign-up, first sign-in, or a returning sign-in. */
export type WelcomeKind = 'registered' | 'first-login' | 'welcome-back';
export type Welcome = { kind: WelcomeKind; name: string };

/** `returnTo`: where a verification mail re-sent by this attempt (an unverified account) leads back to. */
export type SignInOptions = { requireRole?: Role; returnTo?: string };

export type AuthContextValue = {
  status: AuthStatus;
  user: Profile | null;
  /** Email/password sign-in followed by the profile sync; throws an Error with the text to show. */
  signIn: (email: string, password: string, options?: SignInOptions) => Promise<Profile>;
  /** Finishes a Google/Facebook sign-in after the server redirected back with the refresh cookie. */
  completeOAuthSignIn: () => Promise<Profile>;
  register: (input: RegisterInput) => Promise<string>;
  /** Signs out and toasts the result (`quiet` skips the toast); with downloads on this device, asks first, since signing out deletes them. */
  signOut: (options?: { quiet?: boolean }) => Promise<void>;
  updateUser: (profile: Profile) => void;
  welcome: Welcome | null;
  dismissWelcome: () => void;
};

export const AuthContext = createContext<AuthContextValue | null>(null);
