import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { FormError } from '../../../components/ui/FormError';
import { LoadFailureCard } from '../../../components/ui/LoadFailureCard';
import { Modal } from '../../../components/ui/Modal';
import { Spinner } from '../../../components/ui/Spinner';
import { TextField } from '../../../components/ui/TextField';
import { errorMessage } from '../../../lib/http/errorMessage';
import { useModalSubmit } from '../../../lib/useModalSubmit';
import { useEmailTemplates, type EmailTemplateRow } from '../../admin-email-templates';
import { useAudienceFields, useCreateCampaign, useUpdateCampaign, type Campaign, type EditableStatus, type Scenario } from '../api/emailCampaignsApi';
import { fromRules, toRules, type AudienceFieldInfo } from '../audienceTree';
import { delayAnchor, delayText, joinDelay, splitDelay } from '../delay';
import { EDITABLE_STATUSES } from '../labels';
import { AudienceBuilder } from './AudienceBuilder';
import { AudienceCount } from './AudienceCount';

type Props = {
  scenario: Scenario;
  /** Undefined when adding a campaign at the end of the scenario. */
  campaign?: Campaign;
  onClose: () => void;
  onSaved: (campaign: Campaign, created: boolean) => void;
};

/** Adds or edits one step of a scenario: its template, subject, wait, state and who gets it. */
export function CampaignEditorModal({ scenario, campaign, onClose, onSaved }: Props) {
  // The templates' list is the templates page's own (a template saved there shows here at once).
  const templates = useEmailTemplates();
  const fields = useAudienceFields();
  const formId = useId();
  const [saving, setSaving] = useState(false);
  const failed = templates.isError ? templates : fields.isError ? fields : null;
  const loaded = templates.data && fields.data ? { templates: templates.data.templates, fields: fields.data } : null;
  let body;
  if (failed)
    body = (
      <LoadFailureCard
        error={failed.error}
        fallback="Không thể tải mẫu email và điều kiện người nhận."
        onRetry={() => {
          if (templates.isError) void templates.refetch();
          if (fields.isError) void fields.refetch();
        }}
      />
    );
  else if (!loaded) body = <Spinner />;
  else {
    body = (
      <CampaignForm
        formId={formId}
        scenario={scenario}
        campaign={campaign}
        templates={loaded.templates}
        fields={loaded.fields}
        onSaving={setSaving}
        onSaved={onSaved}
        onClose={onClose}
      />
    );
  }
  return (
    <Modal
      open
      onClose={saving ? () => undefined : onClose}
      title={campaign ? `Sửa chiến dịch "${campaign.name}"` : `Thêm chiến dịch vào "${scenario.name}"`}
      size="3xl"
      testId="campaign-editor"
      footer={
        <>
          <button type="button" className="btn btn-secondary" onClick={onClose} disabled={saving}>
            Hủy
          </button>
          <button type="submit" form={formId} className="btn btn-primary" disabled={saving || !loaded} data-testid="campaign-save">
            {saving ? 'Đang lưu...' : campaign ? 'Lưu thay đổi' : 'Thêm chiến dịch'}
          </button>
        </>
      }
    >
      {body}
    </Modal>
  );
}

type FormProps = {
  formId: string;
  scenario: Scenario;
  campaign?: Campaign;
  templates: EmailTemplateRow[];
  fields: AudienceFieldInfo[];
  onSaving: (saving: boolean) => void;
  onSaved: (campaign: Campaign, created: boolean) => void;
  onClose: () => void;
};

function CampaignForm({ formId, scenario, campaign, templates, fields, onSaving, onSaved, onClose }: FormProps) {
  const [templateId, setTemplateId] = useState(campaign?.templateId ?? '');
  const [name, setName] = useState(campaign?.name ?? '');
  const [subject, setSubject] = useState(campaign?.subject ?? '');
  const [delay, setDelay] = useState(() => {
    const parts = splitDelay(campaign?.delayMinutes ?? 0);
    return { days: String(parts.days), hours: String(parts.hours), minutes: String(parts.minutes) };
  });
  const [status, setStatus] = useState<EditableStatus>(campaign && campaign.status !== 'finished' ? campaign.status : campaign ? 'paused' : 'draft');
  const [tree, setTree] = useState(() => fromRules(campaign?.audience));
  const templateSelectId = useId();
  const statusId = useId();

  const first = campaign ? scenario.campaigns[0]?._id === campaign._id : scenario.campaigns.length === 0;
  const delayMinutes = joinDelay(delay);
  const audience = toRules(tree, fields);

  const create = useCreateCampaign();
  const update = useUpdateCampaign();
  const form = useModalSubmit({
    validate: () => {
      if (!templateId) return 'Hãy chọn mẫu email.';
      if (!name.trim()) return 'Hãy nhập tên chiến dịch.';
      if (!subject.trim()) return 'Hãy nhập tiêu đề thư.';
      if (delayMinutes === null) return 'Thời gian chờ phải là số nguyên không âm, tổng cộng không quá một năm.';
      return audience.problem;
    },
    save: async () => {
      onSaving(true);
      try {
        const input = { templateId, name: name.trim(), subject: subject.trim(), delayMinutes: delayMinutes ?? 0, audience: audience.rules, status };
        const saved = campaign ? await update.mutateAsync({ id: campaign._id, input }) : await create.mutateAsync({ scenarioId: scenario._id, input });
        onSaved(saved, !campaign);
      } finally {
        onSaving(false);
      }
    },
    failureMessage: (failure) => errorMessage(failure, 'Không thể lưu chiến dịch.'),
    onClose,
  });

  const chooseTemplate = (id: string) => {
    setTemplateId(id);
    form.setError(null);
    const template = templates.find((option) => option._id === id);
    // A new campaign starts from the template's own name and subject.
    if (template && !name.trim()) setName(template.name);
    if (template && !subject.trim()) setSubject(template.subject);
  };
  const edit = (change: () => void) => {
    change();
    form.setError(null);
  };

  return (
    <form id={formId} onSubmit={form.submit} noValidate className="space-y-5" data-testid="campaign-form">
      <div>
        <label htmlFor={templateSelectId} className="field-label">
          Mẫu email
        </label>
        <select id={templateSelectId} className="field-input" value={templateId} onChange={(event) => chooseTemplate(event.target.value)}>
          <option value="">Chọn mẫu email</option>
          {templates.map((template) => (
            <option key={template._id} value={template._id}>
              {template.name}
            </option>
          ))}
        </select>
        {templates.length === 0 ? (
          <p className="mt-1 text-xs text-amber-700 dark:text-amber-300">
            Chưa có mẫu email nào.{' '}
            <Link to="/admin/email-templates" className="font-medium underline">
              Tạo mẫu email
            </Link>{' '}
            trước khi thêm chiến dịch.
          </p>
        ) : null}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Tên chiến dịch" value={name} maxLength={120} onChange={(event) => edit(() => setName(event.target.value))} hint="Chỉ quản trị viên thấy tên này." />
        <div>
          <label htmlFor={statusId} className="field-label">
            Trạng thái
          </label>
          <select id={statusId} className="field-input" value={status} onChange={(event) => edit(() => setStatus(event.target.value as EditableStatus))}>
            {EDITABLE_STATUSES.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
          {campaign?.status === 'finished' ? <p className="mt-1 text-xs text-slate-500 dark:text-slate-400">Chiến dịch đã kết thúc và giữ nguyên trạng thái.</p> : null}
        </div>
      </div>
      <TextField
        label="Tiêu đề thư"
        value={subject}
        maxLength={200}
        onChange={(event) => edit(() => setSubject(event.target.value))}
        hint={
          <>
            Có thể dùng biến Liquid như <code className="rounded bg-slate-100 px-1 dark:bg-slate-800">{'{{ user.first_name }}'}</code>. Nhãn <strong>[QC]</strong> được tự động thêm
            vào đầu tiêu đề theo quy định về thư quảng cáo (Nghị định 91/2020/NĐ-CP).
          </>
        }
      />
      <fieldset>
        <legend className="field-label">Thời gian chờ</legend>
        <div className="grid grid-cols-3 gap-2 sm:max-w-md">
          {(
            [
              ['days', 'Số ngày', 'ngày'],
              ['hours', 'Số giờ', 'giờ'],
              ['minutes', 'Số phút', 'phút'],
            ] as const
          ).map(([key, label, unit]) => (
            <label key={key} className="flex min-w-0 items-center gap-2 text-sm text-slate-600 dark:text-slate-400">
              <input
                type="number"
                inputMode="numeric"
                min={0}
                step={1}
                aria-label={label}
                className="field-input min-w-0"
                value={delay[key]}
                onChange={(event) => edit(() => setDelay((current) => ({ ...current, [key]: event.target.value })))}
              />
              <span className="shrink-0">{unit}</span>
            </label>
          ))}
        </div>
        <p className="mt-1 text-xs text-slate-500 dark:text-slate-400" data-testid="campaign-delay-text">
          {delayMinutes === null ? 'Thời gian chờ không hợp lệ.' : `${delayText(delayMinutes, first)}${delayMinutes > 0 ? ` ${delayAnchor(first)}` : ''}.`}
        </p>
      </fieldset>
      <section aria-labelledby={`${formId}-audience`}>
        <h3 id={`${formId}-audience`} className="field-label">
          Người nhận
        </h3>
        <AudienceBuilder tree={tree} fields={fields} onChange={(next) => edit(() => setTree(next))} />
        <AudienceCount rules={audience.rules} problem={audience.problem} countEveryone={scenario.trigger === 'broadcast'} />
      </section>
      <FormError message={form.error} testId="campaign-error" />
    </form>
  );
}
