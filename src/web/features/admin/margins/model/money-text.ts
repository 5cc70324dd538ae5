import { formatRupees } from '#shared/domain/money.ts';

/** A margin as the owner reads it: a loss with a minus before the rupee sign ('− ₹1,500'), not '₹-1,500'. */
export function signedRupees(paise: number): string {
  return paise < 0 ? `− ${formatRupees(-paise)}` : formatRupees(paise);
}

/** A cost taken off: '− ₹23.60', and '₹0' for none. */
export function takenOff(paise: number): string {
  return paise === 0 ? formatRupees(0) : `− ${formatRupees(paise)}`;
}
