import { useTranslation } from '#web/lib/i18n.ts';

/** The mark (a covered mandi pot over the pit's glow) beside the name. */
export function Logo({ className = '' }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <span className={`inline-flex items-center gap-2 text-xl font-extrabold leading-none tracking-wide ${className}`}>
      <svg aria-hidden viewBox="0 0 64 64" className="size-9 shrink-0">
        <circle cx="32" cy="32" r="30" fill="#c2410c" />
        <path d="M14 36h36a18 14 0 0 1-36 0z" fill="#fde68a" />
        <path d="M22 30c2-8 8-12 10-12s8 4 10 12" fill="none" stroke="#fde68a" strokeWidth="4" strokeLinecap="round" />
      </svg>
      {t('storefront.brand')}
    </span>
  );
}
