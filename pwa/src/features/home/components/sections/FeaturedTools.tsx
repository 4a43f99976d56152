import { Link } from 'react-router-dom';
import { Icon } from '../../../../components/ui/Icon';
import { ToolCard, useSeededToolList } from '../../../tools';
import { SectionHeading } from './SectionHeading';

/** SPEC §9: three tools on the home page. */
export const HOME_TOOLS_LIMIT = 3;

export function FeaturedTools() {
  const tools = useSeededToolList({ page: 1, limit: HOME_TOOLS_LIMIT });
  // A failed or empty list hides the block: the home page should not advertise nothing.
  if (tools.isError || (tools.isSuccess && tools.data.tools.length === 0)) return null;
  const items = tools.data?.tools ?? [];
  return (
    <section className="bg-slate-50 px-4 py-16 dark:bg-slate-900/50" aria-labelledby="featured-tools-title">
      <div className="mx-auto max-w-7xl">
        <SectionHeading id="featured-tools-title" title="Phần mềm hỗ trợ bán hàng" subtitle="Công cụ học viên dùng mỗi ngày để làm video, viết nội dung và chăm sóc khách hàng." />
        <div className="grid grid-cols-1 gap-6 md:grid-cols-3" data-testid="featured-tools">
          {items.length === 0
            ? Array.from({ length: HOME_TOOLS_LIMIT }, (_, index) => <div key={index} className="aspect-[4/3] animate-pulse rounded-2xl bg-slate-200 dark:bg-slate-800" />)
            : items.map((tool) => <ToolCard key={tool._id} tool={tool} />)}
        </div>
        <div className="mt-8 text-center">
          <Link to="/tools" className="font-semibold text-brand-700 hover:underline dark:text-brand-300">
            Xem tất cả phần mềm <Icon name="chevronRight" className="inline h-4 w-4" />
          </Link>
        </div>
      </div>
    </section>
  );
}
