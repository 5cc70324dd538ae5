import type { Texts } from './texts-type.ts';
import type { videosEn } from './videos.en.ts';

/** വീഡിയോകൾ: videos.en.ts-ന്റെ അതേ കീകൾ. */
export const videosMl: Texts<typeof videosEn> = {
  player: {
    cannotPlay: 'ഈ വീഡിയോ ഇവിടെ പ്ലേ ചെയ്യാൻ കഴിയില്ല. ഈ ലിങ്ക് ഫോണിലോ കമ്പ്യൂട്ടറിലോ തുറക്കുക:',
  },
  link: {
    label: 'YouTube അല്ലെങ്കിൽ Vimeo ലിങ്ക്',
    hint: 'അല്ലെങ്കിൽ ഒരു YouTube / Vimeo വീഡിയോയുടെ ലിങ്ക് ഒട്ടിക്കുക: അത് ആ സൈറ്റിന്റെ സ്വകാര്യത കാക്കുന്ന പ്ലെയറിൽ ഇവിടെത്തന്നെ പ്ലേ ചെയ്യും.',
    save: 'ലിങ്ക് സേവ് ചെയ്യുക',
    saving: 'ലിങ്ക് സേവ് ചെയ്യുന്നു...',
    failed: 'ലിങ്ക് സേവ് ചെയ്യാനായില്ല. വീണ്ടും ശ്രമിക്കുക.',
  },
  refusals: {
    cannotPlay: 'YouTube അല്ലെങ്കിൽ Vimeo വീഡിയോയുടെ ലിങ്ക് മാത്രമേ ഇവിടെ പ്ലേ ചെയ്യൂ (ഉദാ: https://www.youtube.com/watch?v=…).',
  },
};
