import { SOP_STEPS, type SopStep } from '#shared/content/sop-steps.ts';
import type { Bilingual, SopPage, SopSubStep } from '#shared/content/sop/types.ts';
import { SOP_PAGE_NUMBER } from '#shared/content/sop/types.ts';

/** Small SOP pages for the component tests: the screens do not depend on the real content's wording. */

const bi = (en: string, ml = `${en} (മ)`): Bilingual => ({ en, ml });

const TITLES: Record<SopStep, Bilingual> = {
  setup: bi('Day-before Setup', 'തലേദിവസത്തെ ഒരുക്കം'),
  meatmasala: bi('Meat Masala', 'ഇറച്ചി മസാല'),
  pitlighting: bi('Pit Preparation', 'കുഴി തയ്യാറാക്കൽ'),
  riceprep: bi('Rice Prep', 'അരി തയ്യാറാക്കൽ'),
  finalcooking: bi('Final Cooking', 'അവസാന പാചകം'),
  chutneyprep: bi('Chutney Prep', 'ചട്ണി തയ്യാറാക്കൽ'),
};

function subSteps(step: SopStep, minutes: (number | undefined)[]): SopSubStep[] {
  const number = SOP_PAGE_NUMBER[step];
  return minutes.map((allowedMinutes, index) => ({
    id: `${number}-${index + 1}`,
    title: bi(`${TITLES[step].en} step ${index + 1}`, `${TITLES[step].ml} ഘട്ടം ${index + 1}`),
    instructions: [bi(`Do part A of step ${number}-${index + 1}`), bi(`Do part B of step ${number}-${index + 1}`)],
    ...(allowedMinutes === undefined ? {} : { allowedMinutes }),
  }));
}

const MINUTES: Record<SopStep, (number | undefined)[]> = {
  setup: [30, 15, 60, 10],
  meatmasala: [20, 10, 15, 15, 15, 15],
  pitlighting: [15, 15, 120, 10],
  riceprep: [undefined, undefined, undefined, undefined],
  finalcooking: Array.from({ length: 8 }, () => undefined),
  chutneyprep: Array.from({ length: 8 }, () => undefined),
};

function page(step: SopStep): SopPage {
  return {
    id: step,
    title: TITLES[step],
    subtitle: bi(`About ${TITLES[step].en}`),
    subSteps: subSteps(step, MINUTES[step]),
    itemPanels:
      step === 'meatmasala'
        ? [
            {
              title: bi('Masala Ingredients', 'മസാല ചേരുവകൾ'),
              scales: true,
              items: [
                { name: bi('Chilli powder', 'മുളകുപൊടി'), quantity: '160 g' },
                { name: bi('Mutton', 'ആട്ടിറച്ചി'), quantity: '8 kg' },
                { name: bi('Salt', 'ഉപ്പ്'), quantity: 'as needed', quantityMl: 'ആവശ്യത്തിന്' },
              ],
            },
            { title: bi('Tools', 'ഉപകരണങ്ങൾ'), scales: false, items: [{ name: bi('Big pot'), quantity: '2' }] },
          ]
        : [
            {
              title: bi('Materials', 'സാമഗ്രികൾ'),
              scales: false,
              items: [{ name: bi('Wood', 'വിറക്'), quantity: '40 kg' }],
            },
          ],
    timeline: { title: bi('Timeline', 'സമയക്രമം'), entries: [{ time: '6:00 PM', text: bi('Gather', 'ശേഖരിക്കുക') }] },
    pointPanels: [{ title: bi('Key Points', 'പ്രധാന കാര്യങ്ങൾ'), points: [bi('Stay safe', 'സുരക്ഷിതരായിരിക്കുക')] }],
    ...(step === 'meatmasala' ? { baseServings: 20 } : {}),
  };
}

export const FIXTURE_PAGES = Object.fromEntries(SOP_STEPS.map((step) => [step, page(step)])) as Record<
  SopStep,
  SopPage
>;
