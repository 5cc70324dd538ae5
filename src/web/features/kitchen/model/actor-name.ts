/** The name last typed on this device for "Who is doing this?"; shared tablets keep it between visits. */
const STORAGE_KEY = 'kitchen.actorName';

export function rememberedName(): string {
  try {
    return localStorage.getItem(STORAGE_KEY) ?? '';
  } catch {
    return '';
  }
}

export function rememberName(name: string): void {
  try {
    localStorage.setItem(STORAGE_KEY, name.trim());
  } catch {
    // Private mode: the name lasts for this visit only.
  }
}
