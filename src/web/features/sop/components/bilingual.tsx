import type { Bilingual } from '#shared/content/sop/types.ts';
import { useGuideLanguages } from '../model/language.ts';

/** A guide text in both languages: the screen's language first and larger, the other under it. */
export function Bi({
  text,
  className = '',
  secondClassName = 'text-[0.75em] font-normal text-stone-600',
}: {
  text: Bilingual;
  className?: string;
  secondClassName?: string;
}) {
  const [first, second] = useGuideLanguages();
  return (
    <span className={`block ${className}`}>
      <span lang={first} className="block">
        {text[first]}
      </span>
      <span lang={second} className={`block ${secondClassName}`}>
        {text[second]}
      </span>
    </span>
  );
}

const LAYOUTS = {
  /** The other language under the first. */
  stacked: 'inline-flex min-w-0 flex-col',
  /** The other language after the first, on the same line where it fits. */
  inline: 'inline-flex min-w-0 flex-row flex-wrap items-baseline gap-x-2',
};

/**
 * A control's or a state's words in both languages: the screen's language names it (also to a screen
 * reader, which hears it once), the other is shown beside or under it, smaller.
 */
export function BiLabel({
  text,
  layout = 'stacked',
  className = '',
  secondClassName = 'text-[0.8em] font-normal opacity-80',
}: {
  text: Bilingual;
  layout?: keyof typeof LAYOUTS;
  className?: string;
  secondClassName?: string;
}) {
  const [first, second] = useGuideLanguages();
  return (
    <span className={`${LAYOUTS[layout]} leading-tight ${className}`}>
      <span lang={first}>{text[first]}</span>
      <span lang={second} aria-hidden className={secondClassName}>
        {text[second]}
      </span>
    </span>
  );
}
