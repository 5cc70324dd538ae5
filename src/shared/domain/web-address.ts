/** True for an http or https address with a host ('https://chat.example.com/widget.js'); never javascript:, data: or a bare name. */
export function isWebAddress(text: string): boolean {
  if (!/^https?:\/\//i.test(text) || /\s/.test(text)) return false;
  try {
    const url = new URL(text);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}
