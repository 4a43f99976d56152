import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

/** An internal link inside running text. */
export function TextLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className="font-semibold text-brand-700 underline-offset-2 hover:underline dark:text-brand-300">
      {children}
    </Link>
  );
}
