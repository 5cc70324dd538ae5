/** A chat with `number` (digits with country code) in WhatsApp, its message already typed when given. */
export function whatsAppUrl(number: string, message?: string): string {
  const chat = `https://wa.me/${number.replace(/\D/g, '')}`;
  return message === undefined ? chat : `${chat}?text=${encodeURIComponent(message)}`;
}
