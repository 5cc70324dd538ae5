/**
 * What a schema says of a value it refuses without a message of its own (zod's own checks: a field's
 * `.max(300)`, a wrong type), and the schemas' messages that belong to no one screen. Their params
 * (`{{maximum}}`) are the bounds the check names.
 */
export const validationEn = {
  required: 'This field is required',
  invalidType: 'This value is not of the expected kind',
  wholeNumber: 'Enter a whole number',
  tooShort: 'At least {{minimum}} characters',
  tooLong: '{{maximum}} characters at most',
  tooFew: 'At least {{minimum}} items',
  tooMany: '{{maximum}} items at most',
  tooSmall: 'At least {{minimum}}',
  tooLarge: '{{maximum}} at most',
  mustExceed: 'More than {{minimum}}',
  mustBeBelow: 'Less than {{maximum}}',
  invalidFormat: 'This is not in the expected format',
  notAllowed: 'Choose one of the allowed values',
  unknownFields: 'Unknown fields: {{keys}}',
  invalid: 'This value is not valid',
  unknownId: 'Unknown id',
  whichEvent: 'Say which event: event or eventId',
  tooManyItemKinds: 'Too many kinds of items',
  usernameRequired: 'Username is required',
  usernameTooLong: 'Username is too long',
  passwordRequired: 'Password is required',
  passwordTooLong: 'Password is too long',
  unknownStep: 'Unknown step',
  /** What a number field says of typed text it cannot take (typed-number.ts). */
  number: {
    empty: 'Type a number',
    notANumber: 'Type digits only, like 12 or 2.5',
    notAWholeNumber: 'Type digits only, like 12',
    wholeOnly: 'Whole numbers only, like 12',
    decimals: 'At most {{decimals}} digit(s) after the point',
  },
  /** What an amount of rupees the owner types may not be (money.ts). */
  money: {
    empty: 'Type an amount in rupees',
    notRupees: 'Type rupees in digits only, like 550 or 550.50: no sign, spaces, commas or e',
    decimals: 'At most two digits after the point (paise), like 550.50',
    positive: 'Type an amount more than ₹0',
    tooLarge: '₹1,00,00,000 at most',
  },
};
