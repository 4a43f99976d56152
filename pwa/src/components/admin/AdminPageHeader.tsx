import type { ReactNode } from 'react';
import { Icon } from '../ui/Icon';

type Props = {
  title: string;
  description: ReactNode;
  addLabel: string;
  addTestId: string;
  onAdd: () => void;
};

/** The top of an admin list screen: its title, a line about it and the button that opens the create form. */
export function AdminPageHeader({ title, description, addLabel, addTestId, onAdd }: Props) {
  return (
    <header className="flex flex-wrap items-end justify-between gap-4">
      <div>
        <h1 className="text-2xl font-bold text-slate-900 dark:text-white">{title}</h1>
        <p className="mt-1 text-slate-600 dark:text-slate-400">{description}</p>
      </div>
      <button type="button" className="btn btn-primary" onClick={onAdd} data-testid={addTestId}>
        <Icon name="plus" className="h-4 w-4" /> {addLabel}
      </button>
    </header>
  );
}
