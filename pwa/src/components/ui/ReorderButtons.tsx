import { Icon } from './Icon';

/** Up/down buttons of an item in an ordered list; `label` names the item for screen readers ("Đưa <label> lên"). */
export function ReorderButtons({ label, onMove }: { label: string; onMove: (delta: -1 | 1) => void }) {
  return (
    <span className="flex">
      <button type="button" className="icon-btn" aria-label={`Đưa ${label} lên`} onClick={() => onMove(-1)}>
        <Icon name="chevronDown" className="h-4 w-4 rotate-180" />
      </button>
      <button type="button" className="icon-btn" aria-label={`Đưa ${label} xuống`} onClick={() => onMove(1)}>
        <Icon name="chevronDown" className="h-4 w-4" />
      </button>
    </span>
  );
}
