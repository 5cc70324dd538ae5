import type { Texts } from './texts-type.ts';
import type { validationEn } from './validation.en.ts';

/** ഒരു സ്കീമ സ്വന്തം സന്ദേശമില്ലാതെ നിരസിക്കുന്നവ: validation.en.ts-ന്റെ അതേ കീകൾ. */
export const validationMl: Texts<typeof validationEn> = {
  required: 'ഇത് നൽകേണ്ടതുണ്ട്',
  invalidType: 'ഈ വിവരം പ്രതീക്ഷിച്ച തരത്തിലുള്ളതല്ല',
  wholeNumber: 'ഒരു പൂർണ്ണസംഖ്യ നൽകുക',
  tooShort: 'കുറഞ്ഞത് {{minimum}} അക്ഷരങ്ങൾ വേണം',
  tooLong: 'പരമാവധി {{maximum}} അക്ഷരങ്ങൾ',
  tooFew: 'കുറഞ്ഞത് {{minimum}} എണ്ണം വേണം',
  tooMany: 'പരമാവധി {{maximum}} എണ്ണം',
  tooSmall: 'കുറഞ്ഞത് {{minimum}} വേണം',
  tooLarge: 'പരമാവധി {{maximum}}',
  mustExceed: '{{minimum}}-ൽ കൂടുതലായിരിക്കണം',
  mustBeBelow: '{{maximum}}-ൽ കുറവായിരിക്കണം',
  invalidFormat: 'ഇത് പ്രതീക്ഷിച്ച രൂപത്തിലല്ല',
  notAllowed: 'അനുവദനീയമായവയിൽ ഒന്ന് തിരഞ്ഞെടുക്കുക',
  unknownFields: 'അറിയാത്ത ഫീൽഡുകൾ: {{keys}}',
  invalid: 'ഈ വിവരം സാധുവല്ല',
  unknownId: 'അറിയാത്ത ഐഡി',
  whichEvent: 'ഏത് ഇവന്റ് എന്ന് പറയുക: event അല്ലെങ്കിൽ eventId',
  tooManyItemKinds: 'വളരെയധികം തരം ഇനങ്ങൾ',
  usernameRequired: 'ഉപയോക്തൃനാമം നൽകുക',
  usernameTooLong: 'ഉപയോക്തൃനാമം വളരെ നീളമുള്ളതാണ്',
  passwordRequired: 'പാസ്‌വേഡ് നൽകുക',
  passwordTooLong: 'പാസ്‌വേഡ് വളരെ നീളമുള്ളതാണ്',
  unknownStep: 'അറിയാത്ത ഘട്ടം',
  number: {
    empty: 'ഒരു സംഖ്യ ടൈപ്പ് ചെയ്യുക',
    notANumber: 'അക്കങ്ങൾ മാത്രം ടൈപ്പ് ചെയ്യുക, ഉദാ. 12 അല്ലെങ്കിൽ 2.5',
    notAWholeNumber: 'അക്കങ്ങൾ മാത്രം ടൈപ്പ് ചെയ്യുക, ഉദാ. 12',
    wholeOnly: 'പൂർണ്ണസംഖ്യകൾ മാത്രം, ഉദാ. 12',
    decimals: 'ദശാംശ ബിന്ദുവിന് ശേഷം പരമാവധി {{decimals}} അക്കം',
  },
  money: {
    empty: 'രൂപയിൽ ഒരു തുക ടൈപ്പ് ചെയ്യുക',
    notRupees: 'രൂപ അക്കങ്ങളിൽ മാത്രം ടൈപ്പ് ചെയ്യുക, ഉദാ. 550 അല്ലെങ്കിൽ 550.50: ചിഹ്നമോ സ്പേസോ കോമയോ e-യോ പാടില്ല',
    decimals: 'ദശാംശ ബിന്ദുവിന് ശേഷം പരമാവധി രണ്ട് അക്കം (പൈസ), ഉദാ. 550.50',
    positive: '₹0-നേക്കാൾ കൂടുതലുള്ള തുക ടൈപ്പ് ചെയ്യുക',
    tooLarge: 'പരമാവധി ₹1,00,00,000',
  },
};
