import type { DragEvent } from 'react';
import { Link } from 'react-router-dom';
import { Icon, type IconName } from '../../../components/ui/Icon';
import type { HomeBlockType } from '../../home';
import { EDITOR_BLOCK_MIME, PALETTE_BLOCKS, requestAddBlock } from '../../home-editor';

const BLOCK_ICONS: Record<HomeBlockType, IconName> = { hero: 'sparkles', 'featured-courses': 'grid' };

/** Sidebar content on /admin/edit: blocks to drag onto the homepage canvas, or click to append. */
export function EditorPalette() {
  const onDragStart = (type: HomeBlockType) => (event: DragEvent<HTMLButtonElement>) => {
    event.dataTransfer.setData(EDITOR_BLOCK_MIME, type);
    event.dataTransfer.effectAllowed = 'copy';
  };

  return (
    <div data-testid="editor-palette">
      <Link to="/admin/dashboard" className="btn btn-ghost mb-4 w-full justify-start">
        <Icon name="arrowLeft" className="h-4 w-4" /> Quay lại menu quản trị
      </Link>
      <p className="mb-2 px-1 text-xs font-semibold uppercase tracking-wider text-slate-500 dark:text-slate-400">Khối nội dung</p>
      <ul className="space-y-2">
        {PALETTE_BLOCKS.map((block) => (
          <li key={block.type}>
            <button
              type="button"
              draggable
              onDragStart={onDragStart(block.type)}
              onClick={() => requestAddBlock(block.type)}
              data-testid={`palette-${block.type}`}
              className="flex w-full cursor-grab items-start gap-3 rounded-xl border border-dashed border-slate-300 bg-white p-3 text-left hover:border-brand-400 active:cursor-grabbing dark:border-slate-700 dark:bg-slate-800"
            >
              <Icon name={BLOCK_ICONS[block.type]} className="mt-0.5 h-5 w-5 text-brand-600 dark:text-brand-300" />
              {/* Named by its content (what it shows, WCAG 2.5.3): 'Thêm khối', the block's name, then what it is. */}
              <span>
                <span className="sr-only">Thêm khối </span>
                <span className="block text-sm font-semibold text-slate-800 dark:text-slate-100">{block.label}</span>{' '}
                <span className="block text-xs text-slate-500 dark:text-slate-400">{block.description}</span>
              </span>
            </button>
          </li>
        ))}
      </ul>
      <p className="mt-4 px-1 text-xs text-slate-500 dark:text-slate-400">Kéo khối vào trang, hoặc bấm để thêm vào cuối.</p>
    </div>
  );
}
