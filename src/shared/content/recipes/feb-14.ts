import type { Recipe } from '#shared/schemas/recipes.ts';
import { ingredient, instructions, text } from './build.ts';

/**
 * 14 February 2025, the original collection: the meat is seasoned with the ready meat masala (Mandi
 * Masala) with rock salt, pepper, clove and ghee. No step-by-step guidance; the meat's video is the
 * final-cooking guide's loading of the meat into the pit.
 */
export const FEB_14_RECIPES: Recipe[] = [
  {
    key: 'mandiMeat',
    title: text('Mandi Meat', 'മന്തി ഇറച്ചി'),
    baseServings: 20,
    ingredients: [
      ingredient('Mutton', 'മട്ടൻ (ആട്ടിറച്ചി)', 8, 'kg'),
      ingredient('Meat masala (Mandi Masala)', 'ഇറച്ചി മസാല (മന്തി മസാല)', 200, 'g'),
      ingredient('Rock salt', 'ഇന്തുപ്പ്', 50, 'g'),
      ingredient('Black pepper', 'കുരുമുളക്', 30, 'g'),
      ingredient('Clove', 'ഗ്രാമ്പൂ', 3, 'g'),
      ingredient('Ghee', 'നെയ്യ്', 150, 'g'),
    ],
    instructions: instructions([
      [
        'Clean the mutton, cut it into large pieces on the bone and drain well.',
        'മട്ടൻ വൃത്തിയാക്കി എല്ലോടുകൂടി വലിയ കഷണങ്ങളായി മുറിച്ച് വെള്ളം നന്നായി വാർക്കുക.',
      ],
      [
        'Mix the meat masala, rock salt, black pepper and ground clove.',
        'ഇറച്ചി മസാല, ഇന്തുപ്പ്, കുരുമുളക്, പൊടിച്ച ഗ്രാമ്പൂ എന്നിവ യോജിപ്പിക്കുക.',
      ],
      [
        'Melt the ghee, rub it and the masala well into every piece.',
        'നെയ്യ് ഉരുക്കി, അതും മസാലയും ഓരോ കഷണത്തിലും നന്നായി തേച്ചുപിടിപ്പിക്കുക.',
      ],
      [
        'Marinate for at least 1 hour, covered, in a cool place.',
        'മൂടി തണുപ്പുള്ള സ്ഥലത്ത് കുറഞ്ഞത് 1 മണിക്കൂർ മസാല പിടിക്കാൻ വെക്കുക.',
      ],
      [
        'Cook in the pit as the final-cooking guide says, until done.',
        'അവസാന പാചകത്തിന്റെ നിർദ്ദേശപ്രകാരം വേവുന്നതുവരെ കുഴിയിൽ വേവിക്കുക.',
      ],
    ]),
    steps: [],
    videoStepId: '5-2',
  },
  {
    key: 'mandiRice',
    title: text('Mandi Rice', 'മന്തി ചോറ്'),
    baseServings: 20,
    ingredients: [
      ingredient('Basmati rice', 'ബസ്മതി അരി', 4, 'kg'),
      ingredient('Water', 'വെള്ളം', 8, 'L'),
      ingredient('Onion', 'സവാള', 1, 'kg'),
      ingredient('Ghee', 'നെയ്യ്', 250, 'g'),
      ingredient('Sunflower oil', 'സൂര്യകാന്തി എണ്ണ', 100, 'ml'),
      ingredient('Tomato', 'തക്കാളി', 500, 'g'),
      ingredient('Garlic', 'വെളുത്തുള്ളി', 80, 'g'),
      ingredient('Green chilli', 'പച്ചമുളക്', 60, 'g'),
      ingredient('Salt', 'ഉപ്പ്', 80, 'g'),
      ingredient('Mandi spice mix', 'മന്തി മസാല', 40, 'g'),
      ingredient('Cardamom', 'ഏലയ്ക്ക', 10, 'g'),
      ingredient('Bay leaf', 'വഴനയില', 5, 'g'),
    ],
    instructions: instructions([
      ['Wash the rice and soak it for 30 minutes, then drain.', 'അരി കഴുകി 30 മിനിറ്റ് കുതിർത്ത് വെള്ളം വാർക്കുക.'],
      [
        'Heat the ghee and oil; fry the onion golden, then the garlic, chilli and tomato.',
        'നെയ്യും എണ്ണയും ചൂടാക്കി സവാള സ്വർണ്ണനിറമാകുന്നതുവരെ വഴറ്റുക; പിന്നെ വെളുത്തുള്ളി, മുളക്, തക്കാളി ചേർക്കുക.',
      ],
      [
        'Add the spices, salt and the water (rice to water 1:2) and bring to the boil.',
        'മസാലകളും ഉപ്പും വെള്ളവും (അരിയും വെള്ളവും 1:2) ചേർത്ത് തിളപ്പിക്കുക.',
      ],
      [
        'Add the rice, cook it to 80%, then cover tightly for 10-15 minutes of dum.',
        'അരി ചേർത്ത് 80% വേവിക്കുക; പിന്നെ നന്നായി മൂടി 10-15 മിനിറ്റ് ദം ചെയ്യുക.',
      ],
    ]),
    steps: [],
    videoStepId: null,
  },
  {
    key: 'puliChutney',
    title: text('Puli Chutney', 'പുളി ചട്ണി'),
    baseServings: 20,
    ingredients: [
      ingredient('Tamarind', 'വാളൻപുളി', 125, 'g'),
      ingredient('Jaggery', 'ശർക്കര', 196, 'g'),
      ingredient('Warm water', 'ഇളംചൂടുവെള്ളം', 750, 'ml'),
      ingredient('Salt', 'ഉപ്പ്', 8, 'g'),
      ingredient('Kashmiri chilli powder', 'കാശ്മീരി മുളകുപൊടി', 10, 'g'),
      ingredient('Roasted cumin powder', 'വറുത്ത ജീരകപ്പൊടി', 6, 'g'),
    ],
    instructions: instructions([
      ['Soak the tamarind in warm water for 20 minutes.', 'പുളി ഇളംചൂടുവെള്ളത്തിൽ 20 മിനിറ്റ് കുതിർക്കുക.'],
      ['Squeeze out the pulp and strain it.', 'പുളി പിഴിഞ്ഞ് അരിച്ചെടുക്കുക.'],
      [
        'Melt the jaggery, add the pulp, salt and spices and simmer for 15-20 minutes.',
        'ശർക്കര ഉരുക്കി പുളിവെള്ളവും ഉപ്പും മസാലകളും ചേർത്ത് 15-20 മിനിറ്റ് ചെറുതീയിൽ തിളപ്പിക്കുക.',
      ],
      [
        'Cool it and keep it in clean jars in the fridge for up to 2 weeks.',
        'തണുപ്പിച്ച് വൃത്തിയുള്ള ഭരണികളിൽ ഫ്രിഡ്ജിൽ 2 ആഴ്ച വരെ സൂക്ഷിക്കാം.',
      ],
    ]),
    steps: [],
    videoStepId: null,
  },
];
