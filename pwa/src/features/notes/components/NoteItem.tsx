import { useState } from 'react';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import type { NoteRecord } from '../../../lib/db';
import { formatDateTime } from '../../../lib/format';
import { formatVideoSecond, type PlayerControls } from '../../questions';
import { NoteForm } from './NoteForm';

type Props = {
  note: NoteRecord;
  player: PlayerControls;
  /** False once access has ended: the note is still shown, not changed. */
  canEdit: boolean;
  onSave: (text: string) => Promise<void>;
  onDelete: () => Promise<void>;
};

/** One note: its moment (seeks the video), its text as text, whether it waits in the outbox, edit and delete. */
export function NoteItem({ note, player, canEdit, onSave, onDelete }: Props) {
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const moment = formatVideoSecond(note.positionSeconds);

  return (
    <li className="border-b border-slate-200 py-3 last:border-b-0 dark:border-slate-800" data-testid={`note-${note.clientId}`}>
      <div className="flex flex-wrap items-center gap-2 text-xs text-slate-500 dark:text-slate-400">
        <button
          type="button"
          className="rounded bg-slate-100 px-1.5 py-0.5 font-mono text-brand-700 hover:bg-slate-200 dark:bg-slate-800 dark:text-brand-300"
          aria-label={`Xem video tại ${moment}`}
          onClick={() => player.seek(note.lectureId, note.positionSeconds)}
        >
          {moment}
        </button>
        <span>{formatDateTime(note.editedAt)}</span>
        {note.refusal ? (
          <span className="text-red-700 dark:text-red-300" role="status">
            Không đồng bộ được: {note.refusal.message}
          </span>
        ) : note.syncedAt === null ? (
          <span className="rounded-full bg-amber-100 px-2 py-0.5 font-medium text-amber-800 dark:bg-amber-500/15 dark:text-amber-300">Chưa đồng bộ</span>
        ) : null}
      </div>
      {editing ? (
        <div className="mt-2">
          <NoteForm
            label={`Sửa ghi chú tại ${moment}`}
            initialText={note.text}
            submitLabel="Lưu"
            onSubmit={async (text) => {
              await onSave(text);
              setEditing(false);
            }}
            onCancel={() => setEditing(false)}
          />
        </div>
      ) : (
        <p className="mt-1 whitespace-pre-wrap break-words text-sm text-slate-800 dark:text-slate-100">{note.text}</p>
      )}
      {canEdit && !editing ? (
        <div className="mt-2 flex gap-2">
          <button type="button" className="btn btn-secondary btn-sm" onClick={() => setEditing(true)}>
            Sửa
          </button>
          <button type="button" className="btn btn-secondary btn-sm" onClick={() => setConfirming(true)}>
            Xóa
          </button>
        </div>
      ) : null}
      <ConfirmDialog
        open={confirming}
        title="Xóa ghi chú"
        message={`Xóa ghi chú tại ${moment}? Ghi chú sẽ bị xóa trên mọi thiết bị của bạn.`}
        confirmLabel="Xóa"
        danger
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          void onDelete();
        }}
      />
    </li>
  );
}
