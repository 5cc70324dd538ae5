/** A thick progress bar readable from across the kitchen; green when everything is done. */
export function Bar({ label, percent, text }: { label: string; percent: number; text: string }) {
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuenow={percent}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuetext={text}
      className="h-4 overflow-hidden rounded-full bg-stone-200"
    >
      <div
        className={`h-full rounded-full ${percent >= 100 ? 'bg-emerald-600' : 'bg-amber-600'}`}
        style={{ width: `${Math.min(100, percent)}%` }}
      />
    </div>
  );
}

/** The bar with its label and figure written above it. */
export function ProgressBar({ label, text, percent }: { label: string; text: string; percent: number }) {
  return (
    <div>
      <p className="mb-1 flex flex-wrap justify-between gap-x-3 text-lg font-semibold text-stone-900">
        <span>{label}</span>
        <span>{text}</span>
      </p>
      <Bar label={label} percent={percent} text={text} />
    </div>
  );
}
