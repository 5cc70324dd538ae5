/** A chat with `number` (digits with country code) in WhatsApp, its message already typed. */
export function whatsAppUrl(number: string, message: string): string {
  return `https://wa.me/${number.replace(/\D/g, '')}?text=${encodeURIComponent(message)}`;
}
