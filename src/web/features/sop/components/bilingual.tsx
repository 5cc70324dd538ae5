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
