import { recipeItem, text } from './build.ts';
import type { SopPage } from './types.ts';

/**
 * Mandi rice (/soplocked/riceprep) for 20 servings: soak 30 minutes, rice to water 1:2, cook to 80%;
 * the rice finishes on dum in the pit (Final Cooking, step 5-5).
 */
export const RICE_PREP_PAGE: SopPage = {
  id: 'riceprep',
  title: text('Mandi Rice Preparation', 'മന്തി ചോറ് തയ്യാറാക്കൽ'),
  subtitle: text(
    'Soak 30 minutes, rice to water 1:2, cook to 80%: the recipe serves 20',
    '30 മിനിറ്റ് കുതിർക്കുക, അരിയും വെള്ളവും 1:2, 80% വേവിക്കുക: ഈ പാചകക്കുറിപ്പ് 20 പേർക്കുള്ളതാണ്',
  ),
  baseServings: 20,
  subSteps: [
    {
      id: '4-1',
      title: text('Wash and soak the rice', 'അരി കഴുകി കുതിർക്കുക'),
      allowedMinutes: 30,
      instructions: [
        text(
          'Wash the rice gently in cold water until the water runs clear.',
          'വെള്ളം തെളിയുന്നതുവരെ അരി തണുത്ത വെള്ളത്തിൽ പതുക്കെ കഴുകുക.',
        ),
        text('Soak the rice in fresh water for 30 minutes.', 'ശുദ്ധമായ വെള്ളത്തിൽ അരി 30 മിനിറ്റ് കുതിർക്കുക.'),
        text(
          'Meanwhile slice the onion, chop the tomato and crush the garlic and ginger.',
          'ആ സമയത്ത് സവാള നീളത്തിൽ അരിയുക, തക്കാളി അരിയുക, വെളുത്തുള്ളിയും ഇഞ്ചിയും ചതയ്ക്കുക.',
        ),
        text('Drain the rice well in a colander.', 'അരി അരിപ്പയിലിട്ട് വെള്ളം നന്നായി വാർക്കുക.'),
      ],
    },
    {
      id: '4-2',
      title: text('Fry the base', 'മസാലക്കൂട്ട് വഴറ്റുക'),
      instructions: [
        text('Heat the ghee and the oil in a large pot.', 'വലിയ പാത്രത്തിൽ നെയ്യും എണ്ണയും ചൂടാക്കുക.'),
        text(
          'Fry the whole spices for 1 minute: cardamom, clove, cinnamon, bay leaf, black pepper and cumin seeds.',
          'മുഴുവൻ മസാലകൾ 1 മിനിറ്റ് വറുക്കുക: ഏലയ്ക്ക, ഗ്രാമ്പൂ, കറുവപ്പട്ട, വഴനയില, കുരുമുളക്, ജീരകം.',
        ),
        text('Add the onion and fry until golden brown.', 'സവാള ചേർത്ത് സ്വർണ്ണനിറമാകുന്നതുവരെ വഴറ്റുക.'),
        text(
          'Add the garlic, ginger and green chilli, then the tomato, and cook until soft.',
          'വെളുത്തുള്ളി, ഇഞ്ചി, പച്ചമുളക് എന്നിവ ചേർക്കുക; പിന്നെ തക്കാളി ചേർത്ത് വാടുന്നതുവരെ വേവിക്കുക.',
        ),
        text(
          'Stir in the turmeric, the mandi spice mix and the dried limes.',
          'മഞ്ഞൾപ്പൊടി, മന്തി മസാല, ഉണക്ക നാരങ്ങ എന്നിവ ചേർത്ത് ഇളക്കുക.',
        ),
      ],
    },
    {
      id: '4-3',
      title: text('Cook the rice to 80%', 'ചോറ് 80% വേവിക്കുക'),
      instructions: [
        text(
          'Add the water: 2 parts water to 1 part rice (8.0 L for 4.0 kg of rice).',
          'വെള്ളം ചേർക്കുക: 1 ഭാഗം അരിക്ക് 2 ഭാഗം വെള്ളം (4.0 kg അരിക്ക് 8.0 L).',
        ),
        text(
          'Add the salt, bring to the boil and taste: the water should be a little salty.',
          'ഉപ്പ് ചേർത്ത് തിളപ്പിച്ച് രുചി നോക്കുക: വെള്ളത്തിന് അല്പം ഉപ്പ് കൂടുതലായി തോന്നണം.',
        ),
        text('Add the drained rice and stir gently once.', 'വാർത്ത അരി ചേർത്ത് ഒരു തവണ പതുക്കെ ഇളക്കുക.'),
        text(
          'Cook until the rice is 80% done: soft outside with a small firm centre.',
          'അരി 80% വേവുന്നതുവരെ വേവിക്കുക: പുറം മൃദുവും നടുവിൽ ചെറിയ കട്ടിയും ഉണ്ടാകണം.',
        ),
      ],
    },
    {
      id: '4-4',
      title: text('Ready the rice for the pit', 'ചോറ് കുഴിയിലേക്ക് തയ്യാറാക്കുക'),
      instructions: [
        text(
          'Soak the saffron in a little warm water and sprinkle it over the rice.',
          'കുങ്കുമപ്പൂ അല്പം ചൂടുവെള്ളത്തിൽ കുതിർത്ത് ചോറിന് മുകളിൽ തളിക്കുക.',
        ),
        text('Cover the pot tightly with its lid.', 'പാത്രം അടപ്പ് കൊണ്ട് നന്നായി മൂടുക.'),
        text('Do not stir again: stirring breaks the grains.', 'ഇനി ഇളക്കരുത്: ഇളക്കിയാൽ അരിമണികൾ പൊട്ടും.'),
        text(
          'The rice finishes on dum in the pit for 10–15 minutes (Final Cooking).',
          'ബാക്കി വേവ് കുഴിയിൽ 10–15 മിനിറ്റ് ദമ്മിൽ (അവസാന പാചകം പേജ് നോക്കുക).',
        ),
      ],
    },
  ],
  itemPanels: [
    {
      title: text('Main ingredients', 'പ്രധാന ചേരുവകൾ'),
      scales: true,
      items: [
        recipeItem('mandiRice', 'Basmati rice'),
        recipeItem('mandiRice', 'Water'),
        recipeItem('mandiRice', 'Onion'),
        recipeItem('mandiRice', 'Ghee'),
        recipeItem('mandiRice', 'Sunflower oil'),
        recipeItem('mandiRice', 'Tomato'),
        recipeItem('mandiRice', 'Garlic'),
        recipeItem('mandiRice', 'Ginger'),
        recipeItem('mandiRice', 'Green chilli'),
        recipeItem('mandiRice', 'Salt'),
      ],
    },
    {
      title: text('Spices', 'മസാലകൾ'),
      scales: true,
      items: [
        recipeItem('mandiRice', 'Dried lime (loomi)'),
        recipeItem('mandiRice', 'Cardamom'),
        recipeItem('mandiRice', 'Clove'),
        recipeItem('mandiRice', 'Cinnamon'),
        recipeItem('mandiRice', 'Bay leaf'),
        recipeItem('mandiRice', 'Black pepper (whole)'),
        recipeItem('mandiRice', 'Cumin seeds'),
        recipeItem('mandiRice', 'Turmeric powder'),
        recipeItem('mandiRice', 'Mandi spice mix'),
        recipeItem('mandiRice', 'Saffron'),
      ],
    },
  ],
  pointPanels: [
    {
      title: text('Key points', 'പ്രധാന കാര്യങ്ങൾ'),
      points: [
        text('Soak the rice for 30 minutes, no longer.', 'അരി 30 മിനിറ്റ് കുതിർക്കുക, അതിൽ കൂടുതൽ വേണ്ട.'),
        text('Rice to water is 1:2.', 'അരിയും വെള്ളവും 1:2 എന്ന അനുപാതത്തിൽ.'),
        text(
          'Cook the rice only to 80%: it finishes on dum in the pit.',
          'ചോറ് 80% മാത്രം വേവിക്കുക: ബാക്കി വേവ് കുഴിയിൽ ദമ്മിലാണ്.',
        ),
        text(
          'The recipe serves 20: set the servings before weighing.',
          'ഈ പാചകക്കുറിപ്പ് 20 പേർക്കുള്ളതാണ്: തൂക്കുന്നതിന് മുമ്പ് ആളുകളുടെ എണ്ണം ശരിയാക്കുക.',
        ),
      ],
    },
    {
      title: text('Safety', 'സുരക്ഷ'),
      points: [
        text(
          'Hot ghee spits: add the onion slowly and stand back.',
          'ചൂടുള്ള നെയ്യ് തെറിക്കും: സവാള പതുക്കെ ഇടുക, അല്പം മാറിനിൽക്കുക.',
        ),
        text('Use a thick cloth or gloves to hold the hot pot.', 'ചൂടുള്ള പാത്രം പിടിക്കാൻ കട്ടിയുള്ള തുണിയോ കൈയുറയോ ഉപയോഗിക്കുക.'),
        text('Two people lift the full pot together.', 'നിറഞ്ഞ പാത്രം രണ്ടുപേർ ചേർന്ന് പൊക്കുക.'),
        text('Turn off the gas as soon as you finish.', 'പാചകം കഴിഞ്ഞാലുടൻ ഗ്യാസ് ഓഫാക്കുക.'),
      ],
    },
    {
      title: text('General instructions', 'പൊതുനിർദ്ദേശങ്ങൾ'),
      points: [
        text('Read the whole page before you start.', 'തുടങ്ങുന്നതിന് മുമ്പ് ഈ പേജ് മുഴുവൻ വായിക്കുക.'),
        text('Weigh every ingredient before lighting the stove.', 'അടുപ്പ് കത്തിക്കുന്നതിന് മുമ്പ് എല്ലാ ചേരുവകളും തൂക്കിയെടുത്ത് വെക്കുക.'),
        text(
          'Use long-grain basmati rice for separate, fluffy grains.',
          'അരിമണികൾ ഒട്ടാതെ വിടർന്നുകിട്ടാൻ നീളൻ ബസ്മതി അരി ഉപയോഗിക്കുക.',
        ),
        text(
          'Keep the pot lid close at hand for the last step.',
          'അവസാന ഘട്ടത്തിനായി പാത്രത്തിന്റെ അടപ്പ് കൈയെത്തും ദൂരത്ത് വെക്കുക.',
        ),
      ],
    },
    {
      title: text('Video tips', 'വീഡിയോ നുറുങ്ങുകൾ'),
      points: [
        text('Watch each step’s video before you do the step.', 'ഓരോ ഘട്ടവും ചെയ്യുന്നതിന് മുമ്പ് അതിന്റെ വീഡിയോ കാണുക.'),
        text(
          'The videos play without sound: follow the numbered instructions beside them.',
          'വീഡിയോകൾക്ക് ശബ്ദമില്ല: അതിനൊപ്പമുള്ള നമ്പറിട്ട നിർദ്ദേശങ്ങൾ പിന്തുടരുക.',
        ),
        text(
          'Compare your rice with the video at the 80% stage.',
          '80% വേവിലെത്തുമ്പോൾ നിങ്ങളുടെ ചോറ് വീഡിയോയിലേതുമായി ഒത്തുനോക്കുക.',
        ),
      ],
    },
    {
      title: text('Recipe notes', 'പാചകക്കുറിപ്പിനെക്കുറിച്ച്'),
      points: [
        text(
          'The quantities are for 20 servings; the servings control scales them.',
          'അളവുകൾ 20 പേർക്കുള്ളതാണ്; ആളുകളുടെ എണ്ണം മാറ്റിയാൽ അളവുകളും മാറും.',
        ),
        text(
          'The salt is a guide: taste the water before adding the rice.',
          'ഉപ്പിന്റെ അളവ് ഏകദേശമാണ്: അരി ഇടുന്നതിന് മുമ്പ് വെള്ളത്തിന്റെ ഉപ്പ് നോക്കുക.',
        ),
        text(
          'Pierce each dried lime before adding it so its flavour comes out.',
          'ഉണക്ക നാരങ്ങ ചേർക്കുന്നതിന് മുമ്പ് ഓരോന്നിലും തുളയിടുക; അപ്പോൾ അതിന്റെ രുചി ചോറിൽ ഇറങ്ങും.',
        ),
      ],
    },
  ],
};
