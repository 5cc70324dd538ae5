/**
 * The admin menu catalogue. Keys and names deliberately do not match
 * (beef-2pc is the mutton mandi, mutton-2pc the beef ribs mandi): keep the keys as they are.
 */
export interface CatalogueItem {
  key: string;
  name: string;
  description: string;
  /** The Malayalam name and description customers reading in Malayalam see. */
  nameMl: string;
  descriptionMl: string;
  /** Rupees; stored as paise. */
  priceRupees: number;
  type: string;
  pieces: number;
}

export const MENU_CATALOGUE: readonly CatalogueItem[] = [
  {
    key: 'beef-2pc',
    name: '2 Piece Mutton Mandi',
    description: 'Two pieces of pit-cooked mutton on a bed of mandi rice.',
    nameMl: '2 പീസ് മട്ടൺ മന്തി',
    descriptionMl: 'കുഴിയിൽ വേവിച്ച രണ്ട് കഷണം മട്ടൺ, മന്തി ചോറിനു മുകളിൽ.',
    priceRupees: 1400,
    type: 'mutton',
    pieces: 2,
  },
  {
    key: 'combo',
    name: 'Combo Pack',
    description: 'One beef ribs plus one mutton, on mandi rice.',
    nameMl: 'കോംബോ പാക്ക്',
    descriptionMl: 'ഒരു ബീഫ് റിബ്സും ഒരു മട്ടണും, മന്തി ചോറിനൊപ്പം.',
    priceRupees: 1000,
    type: 'combo',
    pieces: 2,
  },
  {
    key: 'mutton-2pc',
    name: '2 Piece Beef Ribs Mandi',
    description: 'Two pit-cooked beef ribs on a bed of mandi rice.',
    nameMl: '2 പീസ് ബീഫ് റിബ്സ് മന്തി',
    descriptionMl: 'കുഴിയിൽ വേവിച്ച രണ്ട് ബീഫ് റിബ്സ്, മന്തി ചോറിനു മുകളിൽ.',
    priceRupees: 750,
    type: 'beef',
    pieces: 2,
  },
  {
    key: 'chicken-mandi',
    name: 'Chicken Mandi',
    description: 'Pit-cooked chicken on mandi rice.',
    nameMl: 'ചിക്കൻ മന്തി',
    descriptionMl: 'കുഴിയിൽ വേവിച്ച ചിക്കൻ, മന്തി ചോറിനൊപ്പം.',
    priceRupees: 600,
    type: 'chicken',
    pieces: 1,
  },
  {
    key: 'fish-mandi',
    name: 'Fish Mandi',
    description: 'Pit-cooked fish on mandi rice.',
    nameMl: 'ഫിഷ് മന്തി',
    descriptionMl: 'കുഴിയിൽ വേവിച്ച മീൻ, മന്തി ചോറിനൊപ്പം.',
    priceRupees: 850,
    type: 'fish',
    pieces: 1,
  },
];
