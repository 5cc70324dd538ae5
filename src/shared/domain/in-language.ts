/** A text the owner typed in English and, optionally, in Malayalam: the reader's language when there is one. */
export function inLanguage(english: string, malayalam: string | null | undefined, language: string): string {
  return language === 'ml' && malayalam?.trim() ? malayalam : english;
}
