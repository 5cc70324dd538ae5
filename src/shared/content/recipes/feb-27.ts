import type { Recipe } from '#shared/schemas/recipes.ts';
import { ingredient, instructions, step, text } from './build.ts';

/**
 * 27 February 2025, the updated collection: the meat masala is weighed from named spices (the guide's
 * meat masala for 20: mutton 8.0 kg, MSG 160 g … clove 2 g), with mutton fat and sarsaparilla; each
 * recipe has three guided steps playing the SOP guide's step videos; the meat's own video is its first
 * step's (cleaning and cutting the mutton).
 */
export const FEB_27_RECIPES: Recipe[] = [
  {
    key: 'mandiMeat',
    title: text('Mandi Meat', 'മന്തി ഇറച്ചി'),
    baseServings: 20,
    ingredients: [
      ingredient('Mutton', 'മട്ടൻ (ആട്ടിറച്ചി)', 8, 'kg'),
      ingredient('MSG', 'MSG (അജിനോമോട്ടോ)', 160, 'g'),
      ingredient('Rock salt', 'ഇന്തുപ്പ്', 50, 'g'),
      ingredient('Black pepper', 'കുരുമുളക്', 36, 'g'),
      ingredient('White pepper powder', 'വെള്ളക്കുരുമുളക് പൊടി', 30, 'g'),
      ingredient('Cumin powder', 'ജീരകപ്പൊടി', 13, 'g'),
      ingredient('Cinnamon', 'കറുവപ്പട്ട', 33, 'g'),
      ingredient('Caraway', 'ഷാജീരകം', 15, 'g'),
      ingredient('Cumin seeds', 'ജീരകം', 13, 'g'),
      ingredient('Coriander', 'മല്ലി', 6, 'g'),
      ingredient('Cardamom', 'ഏലയ്ക്ക', 11, 'g'),
      ingredient('Clove', 'ഗ്രാമ്പൂ', 2, 'g'),
      ingredient('Mutton fat', 'ആട്ടിൻ കൊഴുപ്പ്', 400, 'g'),
      ingredient('Sarsaparilla root (nannari)', 'നന്നാറി വേര്', 10, 'g'),
    ],
    instructions: instructions([
      [
        'Clean the mutton, cut it into large pieces on the bone and make a few deep cuts in each.',
        'മട്ടൻ വൃത്തിയാക്കി എല്ലോടുകൂടി വലിയ കഷണങ്ങളായി മുറിച്ച് ഓരോന്നിലും കുറച്ച് ആഴത്തിൽ വരയുക.',
      ],
      [
        'Grind the whole spices and the sarsaparilla fine: cinnamon, caraway, cumin seeds, coriander, cardamom and clove.',
        'മുഴുവൻ മസാലകളും നന്നാറിയും നന്നായി പൊടിക്കുക: കറുവപ്പട്ട, ഷാജീരകം, ജീരകം, മല്ലി, ഏലയ്ക്ക, ഗ്രാമ്പൂ.',
      ],
      [
        'Mix them with the MSG, rock salt, black pepper, white pepper powder and cumin powder, with no lumps.',
        'ഇതിലേക്ക് MSG, ഇന്തുപ്പ്, കുരുമുളക്, വെള്ളക്കുരുമുളക് പൊടി, ജീരകപ്പൊടി എന്നിവ ചേർത്ത് കട്ടയില്ലാതെ യോജിപ്പിക്കുക.',
      ],
      [
        'Melt the mutton fat and rub it with all the masala into every piece.',
        'ആട്ടിൻ കൊഴുപ്പ് ഉരുക്കി, മസാല മുഴുവനും ചേർത്ത് ഓരോ കഷണത്തിലും തേച്ചുപിടിപ്പിക്കുക.',
      ],
      [
        'Marinate for at least 1 hour, covered and cool, then cook in the pit until done.',
        'മൂടി തണുപ്പിൽ കുറഞ്ഞത് 1 മണിക്കൂർ മസാല പിടിക്കാൻ വെക്കുക; പിന്നെ വേവുന്നതുവരെ കുഴിയിൽ വേവിക്കുക.',
      ],
    ]),
    steps: [
      step(
        ['Clean and cut the mutton', 'മട്ടൻ വൃത്തിയാക്കി മുറിക്കുക'],
        [
          'Weigh the mutton, cut it into large pieces on the bone, wash and drain them, and make deep cuts so the masala goes in.',
          'മട്ടൻ തൂക്കി, എല്ലോടുകൂടി വലിയ കഷണങ്ങളായി മുറിച്ച്, കഴുകി വെള്ളം വാർക്കുക; മസാല പിടിക്കാൻ ആഴത്തിൽ വരയുക.',
        ],
        '3-1',
      ),
      step(
        ['Weigh and grind the masala', 'മസാല തൂക്കിയെടുത്ത് പൊടിക്കുക'],
        [
          'Weigh every spice for the servings, grind the whole spices with the sarsaparilla and mix in the powders.',
          'ആളുകളുടെ എണ്ണത്തിനനുസരിച്ച് ഓരോ മസാലയും തൂക്കുക; മുഴുവൻ മസാലകളും നന്നാറിയും പൊടിച്ച് പൊടികളുമായി യോജിപ്പിക്കുക.',
        ],
        '3-2',
      ),
      step(
        ['Rub in the masala and marinate', 'മസാല പുരട്ടി വെക്കുക'],
        [
          'Rub the melted mutton fat and all the masala into every piece, cover the trays and marinate for at least 1 hour.',
          'ഉരുക്കിയ ആട്ടിൻ കൊഴുപ്പും മസാല മുഴുവനും ഓരോ കഷണത്തിലും തേച്ച്, ട്രേകൾ മൂടി കുറഞ്ഞത് 1 മണിക്കൂർ വെക്കുക.',
        ],
        '3-3',
      ),
    ],
    videoStepId: '3-1',
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
      ingredient('Ginger', 'ഇഞ്ചി', 60, 'g'),
      ingredient('Green chilli', 'പച്ചമുളക്', 60, 'g'),
      ingredient('Salt', 'ഉപ്പ്', 80, 'g'),
      ingredient('Dried lime (loomi)', 'ഉണക്ക നാരങ്ങ (ലൂമി)', 6, 'piece'),
      ingredient('Cardamom', 'ഏലയ്ക്ക', 10, 'g'),
      ingredient('Clove', 'ഗ്രാമ്പൂ', 5, 'g'),
      ingredient('Cinnamon', 'കറുവപ്പട്ട', 10, 'g'),
      ingredient('Bay leaf', 'വഴനയില', 5, 'g'),
      ingredient('Black pepper (whole)', 'കുരുമുളക് (മുഴുവനായി)', 10, 'g'),
      ingredient('Cumin seeds', 'ജീരകം', 10, 'g'),
      ingredient('Turmeric powder', 'മഞ്ഞൾപ്പൊടി', 5, 'g'),
      ingredient('Mandi spice mix', 'മന്തി മസാല', 40, 'g'),
      ingredient('Saffron', 'കുങ്കുമപ്പൂ', 1, 'g'),
    ],
    instructions: instructions([
      ['Wash the rice and soak it for 30 minutes, then drain.', 'അരി കഴുകി 30 മിനിറ്റ് കുതിർത്ത് വെള്ളം വാർക്കുക.'],
      [
        'Heat the ghee and oil; fry the whole spices, then the onion until golden brown.',
        'നെയ്യും എണ്ണയും ചൂടാക്കി മുഴുവൻ മസാലകൾ വറുക്കുക; പിന്നെ സവാള സ്വർണ്ണനിറമാകുന്നതുവരെ വഴറ്റുക.',
      ],
      [
        'Add the garlic, ginger, chilli and tomato, then the powders, salt and dried lime.',
        'വെളുത്തുള്ളി, ഇഞ്ചി, മുളക്, തക്കാളി ചേർക്കുക; പിന്നെ പൊടികളും ഉപ്പും ഉണക്ക നാരങ്ങയും ചേർക്കുക.',
      ],
      ['Pour in the water (rice to water 1:2) and bring it to the boil.', 'വെള്ളം ഒഴിച്ച് (അരിയും വെള്ളവും 1:2) തിളപ്പിക്കുക.'],
      [
        'Add the rice, cook it to 80%, add the saffron, cover tightly and dum for 10-15 minutes.',
        'അരി ചേർത്ത് 80% വേവിക്കുക; കുങ്കുമപ്പൂ ചേർത്ത് നന്നായി മൂടി 10-15 മിനിറ്റ് ദം ചെയ്യുക.',
      ],
    ]),
    steps: [
      step(
        ['Wash and soak the rice', 'അരി കഴുകി കുതിർക്കുക'],
        [
          'Wash the rice until the water runs clear, soak it for 30 minutes and drain it well.',
          'വെള്ളം തെളിയുന്നതുവരെ അരി കഴുകി 30 മിനിറ്റ് കുതിർത്ത് നന്നായി വാർക്കുക.',
        ],
        '4-1',
      ),
      step(
        ['Fry the base', 'മസാലക്കൂട്ട് വഴറ്റുക'],
        [
          'Fry the whole spices and onion in the ghee and oil, then the garlic, ginger, chilli, tomato and powders.',
          'നെയ്യിലും എണ്ണയിലും മുഴുവൻ മസാലകളും സവാളയും വഴറ്റുക; പിന്നെ വെളുത്തുള്ളി, ഇഞ്ചി, മുളക്, തക്കാളി, പൊടികൾ ചേർക്കുക.',
        ],
        '4-2',
      ),
      step(
        ['Cook the rice to 80%', 'ചോറ് 80% വേവിക്കുക'],
        [
          'Boil the water (1:2), add the rice, cook it to 80%, then cover tightly and dum for 10-15 minutes.',
          'വെള്ളം (1:2) തിളപ്പിച്ച് അരി ചേർത്ത് 80% വേവിക്കുക; പിന്നെ നന്നായി മൂടി 10-15 മിനിറ്റ് ദം ചെയ്യുക.',
        ],
        '4-3',
      ),
    ],
    videoStepId: null,
  },
  {
    key: 'puliChutney',
    title: text('Puli Chutney', 'പുളി ചട്ണി'),
    baseServings: 20,
    ingredients: [
      ingredient('Tamarind', 'വാളൻപുളി', 125, 'g'),
      ingredient('Warm water (for soaking)', 'ഇളംചൂടുവെള്ളം (കുതിർക്കാൻ)', 500, 'ml'),
      ingredient('Jaggery', 'ശർക്കര', 196, 'g'),
      ingredient('Water (for simmering)', 'വെള്ളം (തിളപ്പിക്കാൻ)', 250, 'ml'),
      ingredient('Salt', 'ഉപ്പ്', 8, 'g'),
      ingredient('Kashmiri chilli powder', 'കാശ്മീരി മുളകുപൊടി', 10, 'g'),
      ingredient('Roasted cumin powder', 'വറുത്ത ജീരകപ്പൊടി', 6, 'g'),
      ingredient('Dry ginger powder', 'ചുക്കുപൊടി', 4, 'g'),
      ingredient('Black salt', 'കറുത്ത ഉപ്പ് (കാലാ നമക്)', 3, 'g'),
    ],
    instructions: instructions([
      ['Soak the tamarind in the warm water for 20 minutes.', 'പുളി ഇളംചൂടുവെള്ളത്തിൽ 20 മിനിറ്റ് കുതിർക്കുക.'],
      [
        'Squeeze out the pulp, strain it and throw away the seeds and fibres.',
        'പുളി പിഴിഞ്ഞ് അരിച്ചെടുക്കുക; കുരുവും നാരും കളയുക.',
      ],
      ['Melt the jaggery in the water and strain it.', 'ശർക്കര വെള്ളത്തിൽ ഉരുക്കി അരിച്ചെടുക്കുക.'],
      [
        'Simmer the pulp, jaggery, salts and spices on a low flame for 15-20 minutes.',
        'പുളിയും ശർക്കരയും ഉപ്പുകളും മസാലകളും ചെറുതീയിൽ 15-20 മിനിറ്റ് തിളപ്പിക്കുക.',
      ],
      [
        'Cool it completely and keep it in clean jars in the fridge for up to 2 weeks.',
        'മുഴുവനായി തണുപ്പിച്ച് വൃത്തിയുള്ള ഭരണികളിൽ ഫ്രിഡ്ജിൽ 2 ആഴ്ച വരെ സൂക്ഷിക്കാം.',
      ],
    ]),
    steps: [
      step(
        ['Soak the tamarind', 'പുളി കുതിർക്കുക'],
        [
          'Break the tamarind into pieces, cover it with the warm water and leave it for 20 minutes.',
          'പുളി ചെറുകഷണങ്ങളാക്കി ഇളംചൂടുവെള്ളം ഒഴിച്ച് 20 മിനിറ്റ് വെക്കുക.',
        ],
        '6-1',
      ),
      step(
        ['Simmer the chutney', 'ചട്ണി ചെറുതീയിൽ തിളപ്പിക്കുക'],
        [
          'Simmer the strained pulp with the melted jaggery, salts and spices for 15-20 minutes, until it coats a spoon.',
          'അരിച്ച പുളിയും ഉരുക്കിയ ശർക്കരയും ഉപ്പുകളും മസാലകളും സ്പൂണിൽ പറ്റുന്ന കുറുകലാകുന്നതുവരെ 15-20 മിനിറ്റ് തിളപ്പിക്കുക.',
        ],
        '6-4',
      ),
      step(
        ['Cool and store', 'തണുപ്പിച്ച് സൂക്ഷിക്കുക'],
        [
          'Let it cool completely, fill clean dry jars, label them with the date and keep them up to 2 weeks in the fridge.',
          'മുഴുവനായി തണുപ്പിച്ച് വൃത്തിയുള്ള ഉണങ്ങിയ ഭരണികളിൽ നിറച്ച് തീയതി എഴുതി ഫ്രിഡ്ജിൽ 2 ആഴ്ച വരെ സൂക്ഷിക്കുക.',
        ],
        '6-6',
      ),
    ],
    videoStepId: null,
  },
];
