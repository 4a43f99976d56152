type Props = { saving: boolean; onCancel: () => void; saveLabel: string; saveTestId: string };

/** The 'Hủy' and submit buttons of a modal form, both off while it saves; the caller lays them out. */
export function CancelSaveButtons({ saving, onCancel, saveLabel, saveTestId }: Props) {
  return (
    <>
      <button type="button" className="btn btn-secondary" onClick={onCancel} disabled={saving}>
        Hủy
      </button>
      <button type="submit" className="btn btn-primary" disabled={saving} data-testid={saveTestId}>
        {saving ? 'Đang lưu...' : saveLabel}
      </button>
    </>
  );
}
