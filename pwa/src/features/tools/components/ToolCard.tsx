import { Link } from 'react-router-dom';
import { CardThumbnail } from '../../../components/ui/CardThumbnail';
import { formatVnd } from '../../../lib/format';
import type { ToolCardData } from '../api/toolsApi';

/** A tool in a grid: links to /tools/{slug}. */
export function ToolCard({ tool, headingLevel = 2 }: { tool: ToolCardData; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article
      className="group flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 transition-shadow hover:shadow-md dark:bg-slate-900 dark:ring-slate-800"
      data-testid={`tool-card-${tool.slug}`}
    >
      <Link to={`/tools/${tool.slug}`} className="flex h-full flex-col focus-visible:outline-2 focus-visible:outline-brand-500">
        <CardThumbnail src={tool.thumbnailUrl} alt={tool.name} width={800} height={450} fallbackIcon="cube" />
        <div className="flex flex-1 flex-col gap-2 p-4">
          <Heading className="line-clamp-2 text-base font-semibold text-slate-900 group-hover:text-brand-700 dark:text-white dark:group-hover:text-brand-300">{tool.name}</Heading>
          <p className="line-clamp-3 text-sm text-slate-600 dark:text-slate-400">{tool.shortDescription}</p>
          <div className="mt-auto flex items-baseline justify-between gap-2 pt-2 text-sm">
            {tool.priceFrom !== null ? (
              <span>
                <span className="text-slate-500 dark:text-slate-400">Chỉ từ </span>
                <span className="font-bold text-accent-700 dark:text-accent-400">{formatVnd(tool.priceFrom)}</span>
              </span>
            ) : (
              <span />
            )}
            <span className="text-xs text-slate-500 dark:text-slate-400">{tool.plansCount} gói</span>
          </div>
        </div>
      </Link>
    </article>
  );
}
