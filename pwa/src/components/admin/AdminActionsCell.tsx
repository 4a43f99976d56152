import type { ReactNode } from 'react';

/** The last cell of an AdminTable row: its action links side by side. */
export function AdminActionsCell({ children }: { children: ReactNode }) {
  return (
    <td className="whitespace-nowrap px-4 py-3 text-right">
      <div className="inline-flex gap-3">{children}</div>
    </td>
  );
}
