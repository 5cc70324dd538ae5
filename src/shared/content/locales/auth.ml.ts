import type { authEn } from './auth.en.ts';
import type { Texts } from './texts-type.ts';

/** The sign-in screens' texts in Malayalam. */
export const authMl: Texts<typeof authEn> = {
  username: 'ഉപയോക്തൃനാമം',
  password: 'പാസ്‌വേഡ്',
  signIn: 'സൈൻ ഇൻ',
  login: 'ലോഗിൻ',
  signingIn: 'സൈൻ ഇൻ ചെയ്യുന്നു...',
  signOut: 'സൈൻ ഔട്ട്',
  signedInAs: '{{name}} ആയി സൈൻ ഇൻ ചെയ്തു',
  notAllowedTitle: 'അഡ്മിൻമാർക്ക് മാത്രം',
  notAllowed: 'നിങ്ങളുടെ അക്കൗണ്ടിന് ഈ പേജ് തുറക്കാൻ അനുവാദമില്ല. ഒരു അഡ്മിൻ അക്കൗണ്ടിനായി ഉടമയോട് ചോദിക്കുക.',
  admin: { title: 'അഡ്മിൻ ഡാഷ്‌ബോർഡ്', subtitle: 'ഇവന്റുകൾ, ബുക്കിംഗുകൾ, ക്രമീകരണങ്ങൾ എന്നിവ നിയന്ത്രിക്കാൻ സൈൻ ഇൻ ചെയ്യുക' },
  kitchen: { title: 'അടുക്കള ജീവനക്കാരുടെ സൈൻ ഇൻ', subtitle: 'അടുക്കള ഉപകരണങ്ങൾ തുറക്കാൻ സൈൻ ഇൻ ചെയ്യുക' },
  recipe: {
    title: 'മന്തി റെസിപ്പി കാൽക്കുലേറ്റർ',
    subtitle: 'റെസിപ്പി മാനേജ്‌മെന്റ് സിസ്റ്റം ഉപയോഗിക്കാൻ ലോഗിൻ ചെയ്യുക',
    footer: 'പരമ്പരാഗത കേരള മന്തി റെസിപ്പി മാനേജ്‌മെന്റ് സിസ്റ്റം',
  },
  sop: { title: 'SOP ടിവി മോഡ്', subtitle: 'ഈ സ്ക്രീനിൽ പാചക ഗൈഡുകൾ കാണിക്കാൻ സൈൻ ഇൻ ചെയ്യുക' },
  cutlets: {
    title: 'സുരക്ഷിത പ്രവേശനം ആവശ്യമാണ്',
    subtitle: 'അംഗീകൃത ജീവനക്കാർക്ക് മാത്രം',
    wrongPassword: 'പാസ്‌വേഡ് തെറ്റാണ്. വീണ്ടും ശ്രമിക്കുക.',
  },
};
