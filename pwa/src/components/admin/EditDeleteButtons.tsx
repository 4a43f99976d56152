type Props = { onEdit: () => void; onDelete: () => void };

/** The 'Sửa' and 'Xóa' links of a row or card in an admin list; the caller lays them out. */
export function EditDeleteButtons({ onEdit, onDelete }: Props) {
  return (
    <>
      <button type="button" className="font-medium text-brand-700 hover:underline dark:text-brand-300" onClick={onEdit}>
        Sửa
      </button>
      <button type="button" className="font-medium text-red-600 hover:underline" onClick={onDelete}>
        Xóa
      </button>
    </>
  );
}
