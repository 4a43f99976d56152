import { useEffect, useId, useState } from 'react';

type Props = { label: string; hint: string; currentUrl: string | null; file: File | null; onChange: (file: File | null) => void; aspect: string };

/** An image field showing the chosen file, or the current image, at the size the pages use. */
export function ImagePicker({ label, hint, currentUrl, file, onChange, aspect }: Props) {
  const id = useId();
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(() => {
    if (!file) return setPreview(null);
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);
  const shown = preview ?? currentUrl;
  return (
    <div>
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      <div className={`mb-2 overflow-hidden rounded-xl bg-slate-100 dark:bg-slate-800 ${aspect}`}>
        {shown ? <img src={shown} alt="" className="h-full w-full object-cover" /> : null}
      </div>
      <input
        id={id}
        type="file"
        accept="image/jpeg,image/png,image/webp,image/gif,image/avif"
        className="text-sm"
        onChange={(event) => onChange(event.target.files?.[0] ?? null)}
      />
      <p className="mt-1 text-xs text-slate-500 dark:text-slate-400">{hint}</p>
    </div>
  );
}
