import { useId, useState } from 'react';
import { FormError } from '../../../components/ui/FormError';
import { Modal } from '../../../components/ui/Modal';
import { formatVnd } from '../../../lib/format';
import { errorMessage } from '../../../lib/http/errorMessage';
import { useModalSubmit } from '../../../lib/useModalSubmit';
import { type PendingConversion, useReviewConversion } from '../api/adminAffiliatesApi';

export type Decision = 'approved' | 'rejected';

type Props = { conversion: PendingConversion; decision: Decision; onClose: () => void; onReviewed: (message: string) => void };

/** Approve or reject one pending conversion, with notes (a reason is required to reject: the affiliate sees it). */
export function ReviewConversionModal({ conversion, decision, onClose, onReviewed }: Props) {
  const [notes, setNotes] = useState('');
  const notesId = useId();
  const approve = decision === 'approved';
  const review = useReviewConversion();
  const form = useModalSubmit({
    validate: () => (!approve && !notes.trim() ? 'Vui lòng nhập lý do từ chối.' : null),
    save: async () => onReviewed(await review.mutateAsync({ id: conversion._id, input: { newStatus: decision, notes: notes.trim() || null } })),
    failureMessage: (failure) => errorMessage(failure, 'Không thể duyệt chuyển đổi.'),
    onClose,
  });
  return (
    <Modal
      open
      onClose={form.close}
      title={approve ? 'Duyệt chuyển đổi' : 'Từ chối chuyển đổi'}
      footer={
        <>
          <button type="button" className="btn btn-secondary" onClick={form.close} disabled={form.saving}>
            Hủy
          </button>
          <button type="submit" form={`${notesId}-form`} className={approve ? 'btn btn-primary' : 'btn btn-danger'} disabled={form.saving}>
            {form.saving ? 'Đang lưu...' : approve ? 'Duyệt' : 'Từ chối'}
          </button>
        </>
      }
    >
      <form id={`${notesId}-form`} onSubmit={form.submit} className="space-y-3" noValidate>
        <p className="text-sm text-slate-700 dark:text-slate-300">
          {conversion.type === 'SIGNUP' ? 'Đăng ký' : `Mua "${conversion.itemTitle ?? ''}"`} của {conversion.referredUser.name}, hoa hồng{' '}
          <strong>{formatVnd(conversion.earnedAmount)}</strong> cho {conversion.affiliate.name}.
        </p>
        <div>
          <label htmlFor={notesId} className="field-label">
            {approve ? 'Ghi chú (không bắt buộc)' : 'Lý do từ chối'}
          </label>
          <textarea id={notesId} className="field-input" rows={3} maxLength={500} value={notes} onChange={(event) => setNotes(event.target.value)} />
        </div>
        <FormError message={form.error} />
      </form>
    </Modal>
  );
}
