interface SectionHeadingProps {
  id: string;
  title: string;
  eyebrow?: string;
  intro?: string;
  tone?: 'light' | 'dark';
}

export function SectionHeading({ id, title, eyebrow, intro, tone = 'light' }: SectionHeadingProps) {
  const dark = tone === 'dark';
  return (
    <div className="mx-auto max-w-2xl text-center">
      {eyebrow && (
        <p className={`text-sm font-bold uppercase tracking-widest ${dark ? 'text-amber-300' : 'text-orange-700'}`}>
          {eyebrow}
        </p>
      )}
      <h2
        id={id}
        className={`mt-2 text-balance text-3xl font-extrabold sm:text-4xl ${dark ? 'text-white' : 'text-stone-900'}`}
      >
        {title}
      </h2>
      {intro && <p className={`mt-4 text-pretty text-lg ${dark ? 'text-stone-300' : 'text-stone-700'}`}>{intro}</p>}
    </div>
  );
}
