import { useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { PickedLocation } from '#shared/schemas/bookings.ts';
import { TextAreaField, TextField } from '#web/components/fields.tsx';
import { useTranslation } from '#web/lib/i18n.ts';
import { useFieldProblem } from '#web/lib/schema-form.ts';
import { fillFromFound, takeOffer, type FoundPlace } from '../model/fill-address.ts';
import type { ContactDetails as Details, ContactFields } from '../model/order-details.ts';
import { AddressOffer } from './address-offer.tsx';
import { BusinessDetails } from './business-details.tsx';
import { LocationPicker, type FoundAddress } from './location-picker.tsx';

interface ContactDetailsProps {
  contact: UseFormReturn<ContactFields, unknown, Details>;
  tileUrl: string | undefined;
  /** A box or the point changed: the order is not the one last paid for. */
  onChanged: () => void;
  onLocation: (point: PickedLocation | null) => void;
}

/**
 * The customer's name, phone, address (typed, or found from a point on the map), pincode and e-mail,
 * and for a business, its GSTIN and name.
 */
export function ContactDetails({ contact, tileUrl, onChanged, onLocation }: ContactDetailsProps) {
  const { t } = useTranslation('translation', { keyPrefix: 'booking' });
  const fieldProblem = useFieldProblem();
  const errors = contact.formState.errors;
  /** The place found for the picked point while the customer had typed another: offered until answered. */
  const [foundPlace, setFoundPlace] = useState<FoundPlace | null>(null);
  const offer = foundPlace && fillFromFound(contact.watch(), foundPlace).offer;
  const field = (name: keyof ContactFields) => ({
    error: fieldProblem(errors[name]),
    ...contact.register(name, { onChange: onChanged }),
  });

  /** A box the customer did not type in is filled: its problem no longer applies. */
  function fill(name: 'address' | 'pincode', value: string) {
    if (contact.getValues(name) === value) return;
    contact.setValue(name, value);
    contact.clearErrors(name);
  }

  /** The point is always kept; its address fills only empty boxes, else it is offered. */
  function placeFound(found: FoundAddress) {
    onLocation(found.location);
    const place = { address: found.address, pincode: found.pincode };
    const filled = fillFromFound(contact.getValues(), place).fields;
    fill('address', filled.address);
    fill('pincode', filled.pincode);
    setFoundPlace(place);
    onChanged();
  }

  function placeOnly(point: PickedLocation | null) {
    onLocation(point);
    setFoundPlace(null);
  }

  function replaceAddress(offered: FoundPlace) {
    const taken = takeOffer(contact.getValues(), offered);
    fill('address', taken.address);
    fill('pincode', taken.pincode);
    setFoundPlace(null);
    onChanged();
  }

  return (
    <section aria-labelledby="booking-details-title" className="space-y-3">
      <h3 id="booking-details-title" className="text-lg font-bold text-stone-900">
        {t('yourDetails')}
      </h3>
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField label={t('name')} autoComplete="name" required {...field('name')} />
        <TextField label={t('phone')} type="tel" inputMode="tel" autoComplete="tel" required {...field('phone')} />
      </div>
      <TextAreaField
        label={t('address')}
        autoComplete="street-address"
        required
        rows={3}
        maxLength={300}
        className="[&_textarea]:max-h-60 [&_textarea]:min-h-24 [&_textarea]:resize-y [&_textarea]:[field-sizing:content]"
        {...field('address')}
      />
      <div aria-live="polite">
        {offer && (
          <AddressOffer offer={offer} onReplace={() => replaceAddress(offer)} onKeep={() => setFoundPlace(null)} />
        )}
      </div>
      <LocationPicker tileUrl={tileUrl} onFound={placeFound} onPointOnly={placeOnly} />
      <TextField
        label={t('pincode')}
        inputMode="numeric"
        autoComplete="postal-code"
        maxLength={12}
        required
        className="sm:max-w-48"
        {...field('pincode')}
      />
      <TextField
        label={t('email')}
        hint={t('emailHint')}
        type="email"
        inputMode="email"
        autoComplete="email"
        maxLength={254}
        {...field('email')}
      />
      <BusinessDetails field={field} given={Boolean(contact.getValues('gstin') || contact.getValues('businessName'))} />
    </section>
  );
}
