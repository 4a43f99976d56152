import type { DragEvent } from 'react';
import { Link } from 'react-router-dom';
import { Icon, type IconName } from '../../../components/ui/Icon';

/** MIME type the homepage editor canvas accepts when a block is dropped on it. */
const EDITOR_BLOCK_MIME = 'application/x-hvm-block';

const BLOCKS: { type: string; label: string; description: string; icon: IconName }[] = [
  { type: 'hero', label: 'Hero Section', description: 'Tiêu đề lớn, mô tả và nút kêu gọi hành động', icon: 'sparkles' },
  { type: 'featured-courses', label: 'Featured Courses', description: 'Lưới các khóa học nổi bật', icon: 'grid' },
];

/** Sidebar content on /admin/edit: blocks to drag onto the homepage canvas. */
export function EditorPalette() {
  const onDragStart = (type: string) => (event: DragEvent<HTMLLIElement>) => {
    event.dataTransfer.setData(EDITOR_BLOCK_MIME, type);
    event.dataTransfer.effectAllowed = 'copy';
  };

  return (
    <div data-testid="editor-palette">
      <Link to="/admin/dashboard" className="btn btn-ghost mb-4 w-full justify-start">
        <Icon name="arrowLeft" className="h-4 w-4" /> Quay lại menu quản trị
      </Link>
      <p className="mb-2 px-1 text-xs font-semibold uppercase tracking-wider text-slate-400">Khối nội dung</p>
      <ul className="space-y-2">
        {BLOCKS.map((block) => (
          <li
            key={block.type}
            draggable
            onDragStart={onDragStart(block.type)}
            className="flex cursor-grab items-start gap-3 rounded-xl border border-dashed border-slate-300 bg-white p-3 hover:border-brand-400 active:cursor-grabbing dark:border-slate-700 dark:bg-slate-800"
          >
            <Icon name={block.icon} className="mt-0.5 h-5 w-5 text-brand-600 dark:text-brand-300" />
            <span>
              <span className="block text-sm font-semibold text-slate-800 dark:text-slate-100">{block.label}</span>
              <span className="block text-xs text-slate-500 dark:text-slate-400">{block.description}</span>
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
