import { item, recipeItem, text } from './build.ts';
import type { SopPage } from './types.ts';

/**
 * Puli chutney (/soplocked/chutneyprep) for 20 servings: the tamarind soaks 20 minutes, the chutney
 * simmers 15–20 minutes and keeps 2 weeks in the fridge. Times follow the event-day task (8:00 AM).
 */
export const CHUTNEY_PREP_PAGE: SopPage = {
  id: 'chutneyprep',
  title: text('Puli Chutney Preparation', 'പുളി ചട്ണി തയ്യാറാക്കൽ'),
  subtitle: text(
    'Sweet and sour tamarind chutney for 20 servings: soak 20 minutes, simmer 15–20 minutes',
    '20 പേർക്കുള്ള മധുരവും പുളിയുമുള്ള ചട്ണി: 20 മിനിറ്റ് കുതിർക്കുക, 15–20 മിനിറ്റ് ചെറുതീയിൽ തിളപ്പിക്കുക',
  ),
  baseServings: 20,
  subSteps: [
    {
      id: '6-1',
      title: text('Soak the tamarind', 'പുളി കുതിർക്കുക'),
      allowedMinutes: 20,
      instructions: [
        text(
          'Break the tamarind into small pieces and remove any seeds you can see.',
          'പുളി ചെറിയ കഷണങ്ങളാക്കി, കാണുന്ന കുരുക്കൾ മാറ്റുക.',
        ),
        text('Cover it with the warm water.', 'അതിൽ ഇളംചൂടുവെള്ളം ഒഴിക്കുക.'),
        text('Leave it to soak for 20 minutes.', '20 മിനിറ്റ് കുതിരാൻ വെക്കുക.'),
      ],
    },
    {
      id: '6-2',
      title: text('Squeeze out the pulp', 'പുളി പിഴിഞ്ഞെടുക്കുക'),
      instructions: [
        text(
          'Squeeze the soaked tamarind well with your hand in the water.',
          'കുതിർന്ന പുളി വെള്ളത്തിൽ തന്നെ കൈകൊണ്ട് നന്നായി പിഴിയുക.',
        ),
        text(
          'Strain it and press the pulp through the strainer with a spoon.',
          'അരിപ്പയിലൂടെ അരിച്ചെടുക്കുക; സ്പൂൺ കൊണ്ട് അമർത്തി പൾപ്പ് മുഴുവൻ എടുക്കുക.',
        ),
        text('Throw away the seeds and fibres.', 'കുരുവും നാരും കളയുക.'),
      ],
    },
    {
      id: '6-3',
      title: text('Melt the jaggery', 'ശർക്കര ഉരുക്കുക'),
      instructions: [
        text(
          'Heat the jaggery with the water for simmering on a low flame until it melts.',
          'ശർക്കര തിളപ്പിക്കാനുള്ള വെള്ളവും ചേർത്ത് ചെറുതീയിൽ ഉരുകുന്നതുവരെ ചൂടാക്കുക.',
        ),
        text('Strain it to remove any grit.', 'കരടും മണലും പോകാൻ അരിച്ചെടുക്കുക.'),
      ],
    },
    {
      id: '6-4',
      title: text('Simmer the chutney', 'ചട്ണി ചെറുതീയിൽ തിളപ്പിക്കുക'),
      allowedMinutes: 20,
      instructions: [
        text(
          'Mix the tamarind pulp and the jaggery syrup in a heavy pan.',
          'അടി കട്ടിയുള്ള പാത്രത്തിൽ പുളി പൾപ്പും ശർക്കരപ്പാനിയും യോജിപ്പിക്കുക.',
        ),
        text(
          'Add the salt, chilli powder, cumin powder, dry ginger powder and black salt.',
          'ഉപ്പ്, മുളകുപൊടി, ജീരകപ്പൊടി, ചുക്കുപൊടി, കറുത്ത ഉപ്പ് എന്നിവ ചേർക്കുക.',
        ),
        text(
          'Simmer on a low flame for 15–20 minutes, stirring often so it does not stick.',
          'അടിയിൽ പിടിക്കാതിരിക്കാൻ ഇടയ്ക്കിടെ ഇളക്കി, ചെറുതീയിൽ 15–20 മിനിറ്റ് തിളപ്പിക്കുക.',
        ),
        text('It is ready when it coats the back of a spoon.', 'സ്പൂണിന്റെ പുറകിൽ പറ്റിപ്പിടിക്കുന്ന കുറുകലായാൽ പാകമായി.'),
      ],
    },
    {
      id: '6-5',
      title: text('Taste and adjust', 'രുചി നോക്കി ശരിയാക്കുക'),
      instructions: [
        text(
          'Taste: the chutney should be sweet and sour with a little heat.',
          'രുചി നോക്കുക: മധുരവും പുളിയും ഒപ്പം അല്പം എരിവും വേണം.',
        ),
        text(
          'Too sour: add a little jaggery. Too thick: add a little hot water.',
          'പുളി കൂടുതലാണെങ്കിൽ അല്പം ശർക്കര ചേർക്കുക. കുറുകൽ കൂടുതലാണെങ്കിൽ അല്പം ചൂടുവെള്ളം ചേർക്കുക.',
        ),
      ],
    },
    {
      id: '6-6',
      title: text('Cool the chutney', 'ചട്ണി തണുപ്പിക്കുക'),
      instructions: [
        text('Turn off the flame and let the chutney cool completely.', 'തീ ഓഫാക്കി ചട്ണി മുഴുവനായി തണുക്കാൻ വിടുക.'),
        text('Cover it while it cools.', 'തണുക്കുമ്പോൾ മൂടിവെക്കുക.'),
      ],
    },
    {
      id: '6-7',
      title: text('Store the chutney', 'ചട്ണി സൂക്ഷിക്കുക'),
      instructions: [
        text('Fill clean, dry, airtight jars.', 'വൃത്തിയുള്ള, ഈർപ്പമില്ലാത്ത, വായു കടക്കാത്ത ഭരണികളിൽ നിറയ്ക്കുക.'),
        text('Label each jar with today’s date.', 'ഓരോ ഭരണിയിലും ഇന്നത്തെ തീയതി എഴുതി ഒട്ടിക്കുക.'),
        text('It keeps 2 weeks in the fridge.', 'ഫ്രിഡ്ജിൽ 2 ആഴ്ച കേടാകാതെ ഇരിക്കും.'),
      ],
    },
    {
      id: '6-8',
      title: text('Serve the chutney', 'ചട്ണി വിളമ്പുക'),
      instructions: [
        text('Serve at room temperature.', 'സാധാരണ ഊഷ്മാവിൽ വിളമ്പുക.'),
        text(
          'Put it in small bowls beside the mandi, or pack it separately for delivery.',
          'മന്തിയുടെ കൂടെ ചെറിയ പാത്രങ്ങളിൽ വിളമ്പുക, അല്ലെങ്കിൽ ഡെലിവറിക്ക് വേറെ പാക്ക് ചെയ്യുക.',
        ),
        text('Always use a clean, dry spoon.', 'എപ്പോഴും വൃത്തിയുള്ള, ഉണങ്ങിയ സ്പൂൺ ഉപയോഗിക്കുക.'),
      ],
    },
  ],
  itemPanels: [
    {
      title: text('Main ingredients', 'പ്രധാന ചേരുവകൾ'),
      scales: true,
      items: [
        recipeItem('puliChutney', 'Tamarind'),
        item('Warm water (for soaking)', 'ഇളംചൂടുവെള്ളം (കുതിർക്കാൻ)', '500 ml'),
        recipeItem('puliChutney', 'Jaggery'),
        item('Water (for simmering)', 'വെള്ളം (തിളപ്പിക്കാൻ)', '250 ml'),
        recipeItem('puliChutney', 'Salt'),
      ],
    },
    {
      title: text('Spices', 'മസാലകൾ'),
      scales: true,
      items: [
        recipeItem('puliChutney', 'Kashmiri chilli powder'),
        recipeItem('puliChutney', 'Roasted cumin powder'),
        item('Dry ginger powder', 'ചുക്കുപൊടി', '4 g'),
        item('Black salt', 'കറുത്ത ഉപ്പ് (കാലാ നമക്)', '3 g'),
      ],
    },
  ],
  timeline: {
    title: text('Timeline', 'സമയക്രമം'),
    entries: [
      { time: '8:00 AM', text: text('Soak the tamarind (20 minutes)', 'പുളി കുതിർക്കുക (20 മിനിറ്റ്)') },
      {
        time: '8:20 AM',
        text: text('Squeeze out the pulp and melt the jaggery', 'പുളി പിഴിഞ്ഞെടുക്കുക, ശർക്കര ഉരുക്കുക'),
      },
      { time: '8:25 AM', text: text('Simmer (15–20 minutes)', 'ചെറുതീയിൽ തിളപ്പിക്കുക (15–20 മിനിറ്റ്)') },
      { time: '8:45 AM', text: text('Taste, cool and store', 'രുചി നോക്കി, തണുപ്പിച്ച് സൂക്ഷിക്കുക') },
    ],
  },
  pointPanels: [
    {
      title: text('Key points', 'പ്രധാന കാര്യങ്ങൾ'),
      points: [
        text('Soak the tamarind for 20 minutes.', 'പുളി 20 മിനിറ്റ് കുതിർക്കുക.'),
        text('Simmer for 15–20 minutes on a low flame.', 'ചെറുതീയിൽ 15–20 മിനിറ്റ് തിളപ്പിക്കുക.'),
        text(
          'The recipe is for 20 servings: set the servings before weighing.',
          'ഈ പാചകക്കുറിപ്പ് 20 പേർക്കുള്ളതാണ്: തൂക്കുന്നതിന് മുമ്പ് ആളുകളുടെ എണ്ണം ശരിയാക്കുക.',
        ),
        text('The chutney keeps 2 weeks in the fridge.', 'ചട്ണി ഫ്രിഡ്ജിൽ 2 ആഴ്ച കേടാകാതെ ഇരിക്കും.'),
      ],
    },
    {
      title: text('Safety', 'സുരക്ഷ'),
      points: [
        text(
          'Hot jaggery syrup burns badly: stir with a long spoon.',
          'ചൂടുള്ള ശർക്കരപ്പാനി വീണാൽ കഠിനമായി പൊള്ളും: നീളമുള്ള തവി കൊണ്ട് ഇളക്കുക.',
        ),
        text(
          'The chutney bubbles and spits as it thickens: keep the flame low.',
          'കുറുകുമ്പോൾ ചട്ണി തിളച്ചുതെറിക്കും: തീ കുറച്ചുവെക്കുക.',
        ),
        text(
          'Never put hot chutney into a closed jar: let it cool first.',
          'ചൂടുള്ള ചട്ണി അടച്ച ഭരണിയിൽ നിറയ്ക്കരുത്: ആദ്യം തണുക്കാൻ വിടുക.',
        ),
      ],
    },
    {
      title: text('Flavour variations', 'രുചിഭേദങ്ങൾ'),
      points: [
        text(
          'Sweeter: add a few chopped dates while simmering.',
          'കൂടുതൽ മധുരത്തിന്: തിളപ്പിക്കുമ്പോൾ കുറച്ച് അരിഞ്ഞ ഈന്തപ്പഴം ചേർക്കുക.',
        ),
        text('Spicier: add more chilli powder, a little at a time.', 'കൂടുതൽ എരിവിന്: മുളകുപൊടി കുറേശ്ശെയായി കൂട്ടുക.'),
        text(
          'Fresher: stir in chopped mint leaves once it has cooled.',
          'പുതുമയുള്ള രുചിക്ക്: തണുത്തശേഷം അരിഞ്ഞ പുതിനയില ചേർത്ത് ഇളക്കുക.',
        ),
        text('More sour: use less jaggery.', 'കൂടുതൽ പുളിക്ക്: ശർക്കര കുറയ്ക്കുക.'),
      ],
    },
    {
      title: text('Serving ideas', 'വിളമ്പാനുള്ള ആശയങ്ങൾ'),
      points: [
        text('With mandi rice and meat.', 'മന്തി ചോറിനും ഇറച്ചിക്കുമൊപ്പം.'),
        text('As a dip for cutlets.', 'കട്ലറ്റിനൊപ്പം മുക്കി കഴിക്കാൻ.'),
        text('Drizzled over the salad.', 'സാലഡിന് മുകളിൽ അല്പം ഒഴിച്ച്.'),
      ],
    },
  ],
};
