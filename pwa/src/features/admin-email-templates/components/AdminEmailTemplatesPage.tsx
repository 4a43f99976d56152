import { useState } from 'react';
import toast from 'react-hot-toast';
import { Link } from 'react-router-dom';
import { AsyncListBody } from '../../../components/ui/AsyncListBody';
import { DataTable, type DataColumn } from '../../../components/ui/DataTable';
import { Icon } from '../../../components/ui/Icon';
import { formatDateTime } from '../../../lib/format';
import { errorMessage } from '../../../lib/http/errorMessage';
import { useEmailTemplates, type EmailTemplateRow } from '../api/emailTemplatesApi';
import { TEMPLATES_PATH } from '../paths';
import { DeleteTemplateDialog } from './DeleteTemplateDialog';
import { TemplateUsageList } from './TemplateUsage';

const COLUMNS: DataColumn[] = [
  { label: 'Tên mẫu' },
  { label: 'Tiêu đề thư' },
  { label: 'Số khối', align: 'right' },
  { label: 'Đang dùng bởi' },
  { label: 'Cập nhật' },
  { label: 'Thao tác' },
];

/** /admin/email-templates: the templates the campaigns send, which campaigns use each, and the way to the editor. */
export default function AdminEmailTemplatesPage() {
  const list = useEmailTemplates();
  const templates = list.data?.templates ?? [];
  const [toDelete, setToDelete] = useState<EmailTemplateRow | null>(null);

  // The list is refetched without it (useDeleteEmailTemplate).
  const deleted = (message: string) => {
    setToDelete(null);
    toast.success(message);
  };

  const actions = (template: EmailTemplateRow) => (
    <span className="flex flex-wrap gap-3 text-sm">
      <Link to={`${TEMPLATES_PATH}/${template._id}`} className="font-medium text-brand-700 hover:underline dark:text-brand-300" aria-label={`Sửa mẫu ${template.name}`}>
        Sửa
      </Link>
      <button type="button" className="font-medium text-red-600 hover:underline" onClick={() => setToDelete(template)} aria-label={`Xóa mẫu ${template.name}`}>
        Xóa
      </button>
    </span>
  );

  return (
    <div className="space-y-6" data-testid="admin-email-templates-page">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold text-slate-900 dark:text-white">Mẫu email</h1>
          <p className="mt-1 text-slate-600 dark:text-slate-400">Soạn nội dung thư bằng các khối; chiến dịch email chọn một mẫu để gửi.</p>
        </div>
        <Link to={`${TEMPLATES_PATH}/new`} className="btn btn-primary" data-testid="new-template">
          <Icon name="plus" className="h-4 w-4" /> Tạo mẫu mới
        </Link>
      </header>
      <AsyncListBody
        status={list.status}
        itemCount={templates.length}
        errorText={errorMessage(list.error, 'Không tải được danh sách mẫu email.')}
        emptyText="Chưa có mẫu email nào."
        onRetry={() => void list.refetch()}
        testId="email-templates"
      >
        <ul className="space-y-3 md:hidden" aria-label="Mẫu email">
          {templates.map((template) => (
            <li key={template._id} className="card space-y-2 p-4" data-testid={`template-card-${template._id}`}>
              <Link to={`${TEMPLATES_PATH}/${template._id}`} className="block font-semibold text-slate-900 hover:text-brand-700 dark:text-white dark:hover:text-brand-300">
                {template.name}
              </Link>
              <p className="text-sm break-words text-slate-600 dark:text-slate-400">{template.subject}</p>
              <p className="text-xs text-slate-500 dark:text-slate-400">
                {template.blocksCount} khối · cập nhật <time dateTime={template.updatedAt}>{formatDateTime(template.updatedAt)}</time>
              </p>
              <div className="text-sm">
                <p className="text-xs font-semibold tracking-wider text-slate-500 uppercase dark:text-slate-400">Đang dùng bởi</p>
                <TemplateUsageList usedBy={template.usedBy} />
              </div>
              {actions(template)}
            </li>
          ))}
        </ul>
        <div className="card hidden p-0 md:block">
          <DataTable columns={COLUMNS} label="Bảng mẫu email" testId="email-templates-table">
            {templates.map((template) => (
              <tr key={template._id} className="align-top" data-testid={`template-row-${template._id}`}>
                <td className="max-w-[14rem] px-3 py-3 font-semibold text-slate-900 dark:text-white">
                  <Link to={`${TEMPLATES_PATH}/${template._id}`} className="hover:text-brand-700 hover:underline dark:hover:text-brand-300">
                    {template.name}
                  </Link>
                </td>
                <td className="max-w-xs min-w-[12rem] px-3 py-3 text-slate-700 dark:text-slate-300">
                  <span className="line-clamp-2">{template.subject}</span>
                </td>
                <td className="px-3 py-3 text-right text-slate-700 dark:text-slate-300">{template.blocksCount}</td>
                <td className="min-w-[13rem] px-3 py-3">
                  <TemplateUsageList usedBy={template.usedBy} />
                </td>
                <td className="px-3 py-3 whitespace-nowrap text-slate-600 dark:text-slate-400">
                  <time dateTime={template.updatedAt}>{formatDateTime(template.updatedAt)}</time>
                </td>
                <td className="px-3 py-3 whitespace-nowrap">{actions(template)}</td>
              </tr>
            ))}
          </DataTable>
        </div>
      </AsyncListBody>
      <DeleteTemplateDialog template={toDelete} onCancel={() => setToDelete(null)} onDeleted={deleted} />
    </div>
  );
}
