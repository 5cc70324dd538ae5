import { LoaderCircle } from 'lucide-react';

/** A line saying what is loading, with a turning wheel, announced as a status. */
export function LoadingLine({ text, className = '' }: { text: string; className?: string }) {
  return (
    <p role="status" className={`flex items-center gap-2 text-lg text-stone-700 ${className}`}>
      <LoaderCircle aria-hidden className="size-5 animate-spin" />
      {text}
    </p>
  );
}
