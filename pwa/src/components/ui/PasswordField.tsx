import type { ComponentProps } from 'react';
import { TextField } from './TextField';

type PasswordFieldProps = Omit<ComponentProps<typeof TextField>, 'type' | 'autoComplete'> & {
  /** Tells password managers whether to fill the saved password or offer a new one. */
  autoComplete: 'current-password' | 'new-password';
};

/** Labelled, masked password input: the one place every password form of the app takes its input from. */
export function PasswordField(props: PasswordFieldProps) {
  return <TextField type="password" {...props} />;
}
