import { normalizePincode } from '#shared/domain/pincode.ts';

/** What the customer has in the address and pincode boxes. */
export interface AddressFields {
  address: string;
  pincode: string;
}

/** What the geocoder found for the picked point. */
export interface FoundPlace {
  address: string;
  pincode: string | null;
}

export interface AddressFill {
  /** The boxes after filling the ones that were empty; what the customer typed is never changed. */
  fields: AddressFields;
  /** The found place, offered when it differs from what the customer typed; null when there is nothing to ask. */
  offer: FoundPlace | null;
}

const sameText = (typed: string, found: string) =>
  typed.trim().replace(/\s+/g, ' ').toLowerCase() === found.trim().replace(/\s+/g, ' ').toLowerCase();

const samePincode = (typed: string, found: string) =>
  (normalizePincode(typed) ?? typed.trim()) === (normalizePincode(found) ?? found.trim());

/**
 * A point was found on the map or by the device: the found address fills the address box only when it
 * is empty, the found pincode the pincode box only when it is empty. When the customer typed something
 * else, the found place is offered instead, to take or leave.
 */
export function fillFromFound(typed: AddressFields, found: FoundPlace): AddressFill {
  const addressEmpty = typed.address.trim() === '';
  const pincodeEmpty = typed.pincode.trim() === '';
  const fields = {
    address: addressEmpty ? found.address : typed.address,
    pincode: pincodeEmpty && found.pincode ? found.pincode : typed.pincode,
  };
  const addressDiffers = !addressEmpty && !sameText(typed.address, found.address);
  const pincodeDiffers = !pincodeEmpty && found.pincode !== null && !samePincode(typed.pincode, found.pincode);
  return { fields, offer: addressDiffers || pincodeDiffers ? found : null };
}

/** The customer took the offer: the found address, and its pincode when the geocoder had one. */
export function takeOffer(typed: AddressFields, offer: FoundPlace): AddressFields {
  return { address: offer.address, pincode: offer.pincode ?? typed.pincode };
}
