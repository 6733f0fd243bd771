/** The list with the item at `index` moved one place up (-1) or down (+1). */
export function moved<T>(items: readonly T[], index: number, by: -1 | 1): T[] {
  const next = [...items];
  const [item] = next.splice(index, 1);
  next.splice(index + by, 0, item!);
  return next;
}

interface MoveButtonsProps {
  /** Names of the two buttons, with what they move (« Monter cgu »). */
  upLabel: string;
  downLabel: string;
  index: number;
  count: number;
  onMove(by: -1 | 1): void;
}

/** « Monter » / « Descendre »: ordering a list with buttons, usable by keyboard (no drag and drop). */
export function MoveButtons({ upLabel, downLabel, index, count, onMove }: MoveButtonsProps) {
  return (
    <span className="cms-order">
      <button
        type="button"
        className="icon-button"
        aria-label={upLabel}
        disabled={index === 0}
        onClick={() => onMove(-1)}
      >
        <span aria-hidden="true">↑</span>
      </button>
      <button
        type="button"
        className="icon-button"
        aria-label={downLabel}
        disabled={index === count - 1}
        onClick={() => onMove(1)}
      >
        <span aria-hidden="true">↓</span>
      </button>
    </span>
  );
}
