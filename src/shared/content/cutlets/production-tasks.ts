import { text } from '../sop/build.ts';
import { IQF_HOURS } from '../../domain/kitchen/cutlets.ts';
import type { ProductionTask } from './types.ts';

/**
 * The nine production tasks of a cutlet day, with their start times and minutes: leftover meat
 * processing 08:00 (90), spice blending 09:30 (30), potato base 10:00 (45), cutlet mixing 10:45 (30),
 * shaping 11:15 (45), coating 12:00 (60), quality check 13:00 (15), IQF freezing 13:15 (120) and vacuum
 * packaging 15:15 (45). Instructions and checkpoints follow the rules: 28 cutlets per kg of mixture, a
 * 50 g (±2 g) portion of 10x6x1.5 cm, potato 250 g and 2 eggs and 50 g breadcrumbs per kg of meat,
 * coating chill 30 minutes, IQF at -18°C for 2 hours, packs of 10-20.
 */
export const PRODUCTION_TASKS: ProductionTask[] = [
  {
    id: 'prod-1',
    title: text('Leftover meat processing', 'ബാക്കിവന്ന ഇറച്ചി തയ്യാറാക്കൽ'),
    category: text('Meat', 'ഇറച്ചി'),
    priority: 'critical',
    startTime: '08:00',
    durationMinutes: 90,
    instructions: [
      text('Take the mandi leftovers out of the fridge and weigh them.', 'ബാക്കിവന്ന മന്തി ഇറച്ചി ഫ്രിഡ്ജിൽ നിന്ന് എടുത്ത് തൂക്കുക.'),
      text('Remove every bone, the skin and the hard fat.', 'എല്ലാ എല്ലും തൊലിയും കട്ടിയുള്ള കൊഴുപ്പും നീക്കം ചെയ്യുക.'),
      text(
        'Shred the meat finely by hand, leaving no large pieces.',
        'വലിയ കഷണങ്ങൾ ബാക്കിയാകാതെ ഇറച്ചി കൈകൊണ്ട് നന്നായി പിച്ചിയെടുക്കുക.',
      ),
      text('Weigh the processed meat.', 'തയ്യാറാക്കിയ ഇറച്ചി തൂക്കുക.'),
    ],
    items: [
      {
        id: 'prod-1-1',
        task: text('Leftover meat used', 'ഉപയോഗിച്ച ബാക്കി ഇറച്ചി'),
        unit: 'kg',
        required: true,
        field: 'leftoverMeatUsed',
      },
      {
        id: 'prod-1-2',
        task: text('Bones, skin and hard fat removed', 'എല്ല്, തൊലി, കട്ടിയുള്ള കൊഴുപ്പ് എന്നിവ നീക്കി'),
        unit: null,
        required: true,
      },
      {
        id: 'prod-1-3',
        task: text('Processed meat weighed', 'തയ്യാറാക്കിയ ഇറച്ചി തൂക്കി'),
        unit: 'kg',
        required: true,
      },
    ],
  },
  {
    id: 'prod-2',
    title: text('Spice blending', 'മസാലക്കൂട്ട് തയ്യാറാക്കൽ'),
    category: text('Spices', 'മസാല'),
    priority: 'high',
    startTime: '09:30',
    durationMinutes: 30,
    instructions: [
      text(
        "Weigh the Kerala masala, bridge spices and salt for the day's meat.",
        'അന്നത്തെ ഇറച്ചിക്ക് വേണ്ട കേരള മസാല, ബ്രിഡ്ജ് സ്പൈസസ്, ഉപ്പ് എന്നിവ തൂക്കിയെടുക്കുക.',
      ),
      text('Mix the dry spices evenly in a clean, dry bowl.', 'വൃത്തിയുള്ള, ഉണങ്ങിയ പാത്രത്തിൽ മസാലകൾ ഒരുപോലെ കലർത്തുക.'),
    ],
    items: [
      {
        id: 'prod-2-1',
        task: text('Spice blend weighed', 'മസാലക്കൂട്ട് തൂക്കി'),
        unit: 'g',
        required: true,
      },
      {
        id: 'prod-2-2',
        task: text('Spices mixed evenly', 'മസാല ഒരുപോലെ കലർത്തി'),
        unit: null,
        required: false,
      },
    ],
  },
  {
    id: 'prod-3',
    title: text('Potato base', 'ഉരുളക്കിഴങ്ങ് ബേസ്'),
    category: text('Potato', 'ഉരുളക്കിഴങ്ങ്'),
    priority: 'high',
    startTime: '10:00',
    durationMinutes: 45,
    instructions: [
      text('Use 250 g of potato per kg of meat.', 'ഒരു kg ഇറച്ചിക്ക് 250 g ഉരുളക്കിഴങ്ങ് എടുക്കുക.'),
      text(
        'Boil the potatoes soft, peel them and mash them smooth, with no lumps.',
        'ഉരുളക്കിഴങ്ങ് നന്നായി വേവിച്ച് തൊലി കളഞ്ഞ് കട്ടയില്ലാതെ ഉടയ്ക്കുക.',
      ),
      text('Spread the mash out to cool before mixing.', 'കുഴയ്ക്കുന്നതിന് മുമ്പ് ഉടച്ചത് പരത്തി തണുക്കാൻ വെക്കുക.'),
    ],
    items: [
      {
        id: 'prod-3-1',
        task: text('Potatoes weighed', 'ഉരുളക്കിഴങ്ങ് തൂക്കി'),
        unit: 'kg',
        required: true,
      },
      {
        id: 'prod-3-2',
        task: text('Mashed smooth, no lumps', 'കട്ടയില്ലാതെ ഉടച്ചു'),
        unit: null,
        required: true,
      },
      {
        id: 'prod-3-3',
        task: text('Cooled before mixing', 'കുഴയ്ക്കുന്നതിന് മുമ്പ് തണുത്തു'),
        unit: null,
        required: false,
      },
    ],
  },
  {
    id: 'prod-4',
    title: text('Cutlet mixing', 'കട്ട്‌ലറ്റ് മിശ്രിതം കുഴയ്ക്കൽ'),
    category: text('Mixing', 'കുഴയ്ക്കൽ'),
    priority: 'critical',
    startTime: '10:45',
    durationMinutes: 30,
    instructions: [
      text(
        'Put the processed meat, the potato base and the spice blend in one bowl.',
        'തയ്യാറാക്കിയ ഇറച്ചി, ഉരുളക്കിഴങ്ങ് ബേസ്, മസാലക്കൂട്ട് എന്നിവ ഒരു പാത്രത്തിൽ ഇടുക.',
      ),
      text(
        'Mix by hand until the colour is even and no dry spice shows.',
        'നിറം ഒരുപോലെയാകുന്നതുവരെയും ഉണങ്ങിയ മസാല കാണാതാകുന്നതുവരെയും കൈകൊണ്ട് കുഴയ്ക്കുക.',
      ),
      text('Weigh the mixture: 1 kg makes 28 cutlets.', 'മിശ്രിതം തൂക്കുക: 1 kg മിശ്രിതത്തിൽ നിന്ന് 28 കട്ട്‌ലറ്റ്.'),
    ],
    items: [
      {
        id: 'prod-4-1',
        task: text('Mixture weighed', 'മിശ്രിതം തൂക്കി'),
        unit: 'kg',
        required: true,
      },
      {
        id: 'prod-4-2',
        task: text('Salt and spice tasted', 'ഉപ്പും എരിവും രുചിച്ചുനോക്കി'),
        unit: null,
        required: true,
      },
    ],
  },
  {
    id: 'prod-5',
    title: text('Shaping', 'ആകൃതി നൽകൽ'),
    category: text('Shaping', 'ആകൃതി'),
    priority: 'high',
    startTime: '11:15',
    durationMinutes: 45,
    instructions: [
      text('Weigh each portion at 50 g (48–52 g).', 'ഓരോ ഭാഗവും 50 g (48–52 g) ആയി തൂക്കുക.'),
      text('Shape each portion to 10 × 6 × 1.5 cm.', 'ഓരോ ഭാഗവും 10 × 6 × 1.5 cm വലിപ്പത്തിൽ രൂപപ്പെടുത്തുക.'),
      text('Lay the cutlets on trays without them touching.', 'കട്ട്‌ലറ്റുകൾ പരസ്പരം തൊടാതെ ട്രേകളിൽ നിരത്തുക.'),
    ],
    items: [
      {
        id: 'prod-5-1',
        task: text('Portion weight checked', 'ഭാഗത്തിന്റെ തൂക്കം പരിശോധിച്ചു'),
        unit: 'g',
        required: true,
        limit: 'portion',
      },
      {
        id: 'prod-5-2',
        task: text('Size 10 × 6 × 1.5 cm checked', 'വലിപ്പം 10 × 6 × 1.5 cm എന്ന് പരിശോധിച്ചു'),
        unit: null,
        required: true,
      },
      {
        id: 'prod-5-3',
        task: text('Cutlets shaped', 'രൂപപ്പെടുത്തിയ കട്ട്‌ലറ്റുകൾ'),
        unit: 'pieces',
        required: false,
      },
    ],
  },
  {
    id: 'prod-6',
    title: text('Coating', 'കോട്ടിംഗ്'),
    category: text('Coating', 'കോട്ടിംഗ്'),
    priority: 'high',
    startTime: '12:00',
    durationMinutes: 60,
    instructions: [
      text('Beat 2 eggs per kg of meat.', 'ഒരു kg ഇറച്ചിക്ക് 2 മുട്ട എന്ന കണക്കിൽ അടിച്ചെടുക്കുക.'),
      text(
        'Dip each cutlet in the egg, then coat it fully in breadcrumbs (50 g per kg).',
        'ഓരോ കട്ട്‌ലറ്റും മുട്ടയിൽ മുക്കി ബ്രെഡ് പൊടിയിൽ (ഒരു kg-ക്ക് 50 g) മുഴുവനായി പൊതിയുക.',
      ),
      text(
        'Chill the coated cutlets for 30 minutes so the coating sets.',
        'കോട്ടിംഗ് ഉറയ്ക്കാൻ കട്ട്‌ലറ്റുകൾ 30 മിനിറ്റ് തണുപ്പിക്കുക.',
      ),
    ],
    items: [
      { id: 'prod-6-1', task: text('Eggs used', 'ഉപയോഗിച്ച മുട്ട'), unit: 'pieces', required: false },
      { id: 'prod-6-2', task: text('Breadcrumbs used', 'ഉപയോഗിച്ച ബ്രെഡ് പൊടി'), unit: 'g', required: false },
      {
        id: 'prod-6-3',
        task: text('30-minute chill started at', '30 മിനിറ്റ് തണുപ്പിക്കൽ തുടങ്ങിയ സമയം'),
        unit: 'time',
        required: true,
      },
    ],
  },
  {
    id: 'prod-7',
    title: text('Quality check', 'ഗുണനിലവാര പരിശോധന'),
    category: text('Quality', 'ഗുണനിലവാരം'),
    priority: 'critical',
    startTime: '13:00',
    durationMinutes: 15,
    instructions: [
      text('Weigh a sample: every cutlet 48–52 g.', 'സാമ്പിൾ തൂക്കുക: ഓരോ കട്ട്‌ലറ്റും 48–52 g.'),
      text(
        'Check the size and that the coating has no gaps or cracks.',
        'വലിപ്പവും കോട്ടിംഗിൽ വിടവോ വിള്ളലോ ഇല്ലെന്നും പരിശോധിക്കുക.',
      ),
      text('Set the rejected cutlets aside and count them.', 'തള്ളിയ കട്ട്‌ലറ്റുകൾ മാറ്റിവെച്ച് എണ്ണുക.'),
    ],
    items: [
      {
        id: 'prod-7-1',
        task: text('Sample weight', 'സാമ്പിളിന്റെ തൂക്കം'),
        unit: 'g',
        required: true,
        limit: 'portion',
      },
      {
        id: 'prod-7-2',
        task: text('Size and coating checked', 'വലിപ്പവും കോട്ടിംഗും പരിശോധിച്ചു'),
        unit: null,
        required: true,
      },
      {
        id: 'prod-7-3',
        task: text('Rejected cutlets counted', 'തള്ളിയ കട്ട്‌ലറ്റുകൾ എണ്ണി'),
        unit: 'pieces',
        required: false,
        field: 'qualityIssues',
      },
    ],
  },
  {
    id: 'prod-8',
    title: text('IQF freezing', 'IQF ഫ്രീസിംഗ്'),
    category: text('Freezing', 'ഫ്രീസിംഗ്'),
    priority: 'critical',
    startTime: '13:15',
    durationMinutes: 120,
    instructions: [
      text(
        'Spread the cutlets in one layer on trays, not touching.',
        'കട്ട്‌ലറ്റുകൾ പരസ്പരം തൊടാതെ ട്രേകളിൽ ഒറ്റ നിരയായി നിരത്തുക.',
      ),
      text('Freeze at −18 °C for 2 hours.', '−18 °C-ൽ 2 മണിക്കൂർ ഫ്രീസ് ചെയ്യുക.'),
      text('Check that they are frozen hard before packing.', 'പാക്ക് ചെയ്യുന്നതിന് മുമ്പ് നന്നായി ഉറച്ചെന്ന് ഉറപ്പാക്കുക.'),
    ],
    items: [
      {
        id: 'prod-8-1',
        task: text('Freezer temperature', 'ഫ്രീസറിലെ താപനില'),
        unit: 'celsius',
        required: true,
        limit: 'iqfFreezer',
      },
      {
        id: 'prod-8-2',
        task: text('Freezing started at', 'ഫ്രീസിംഗ് തുടങ്ങിയ സമയം'),
        unit: 'time',
        required: true,
      },
      {
        id: 'prod-8-3',
        task: text('Frozen hard after 2 hours', '2 മണിക്കൂറിന് ശേഷം നന്നായി ഉറച്ചു'),
        unit: null,
        required: true,
        due: { after: 'prod-8-2', minutes: IQF_HOURS * 60 },
      },
    ],
  },
  {
    id: 'prod-9',
    title: text('Vacuum packaging', 'വാക്വം പാക്കിംഗ്'),
    category: text('Packaging', 'പാക്കിംഗ്'),
    priority: 'high',
    startTime: '15:15',
    durationMinutes: 45,
    instructions: [
      text('Pack 10–20 cutlets in each pack.', 'ഓരോ പാക്കിലും 10–20 കട്ട്‌ലറ്റ് നിറയ്ക്കുക.'),
      text('Vacuum seal each pack and check the seal.', 'ഓരോ പാക്കും വാക്വം സീൽ ചെയ്ത് സീൽ പരിശോധിക്കുക.'),
      text(
        'Label each pack with the date and the count, then store it at −18 °C.',
        'ഓരോ പാക്കിലും തീയതിയും എണ്ണവും എഴുതി −18 °C-ൽ സൂക്ഷിക്കുക.',
      ),
    ],
    items: [
      {
        id: 'prod-9-1',
        task: text('Cutlets produced', 'ഉണ്ടാക്കിയ കട്ട്‌ലറ്റുകൾ'),
        unit: 'pieces',
        required: true,
        field: 'producedCutlets',
      },
      {
        id: 'prod-9-2',
        task: text('Packages sealed', 'സീൽ ചെയ്ത പാക്കുകൾ'),
        unit: 'packs',
        required: true,
        field: 'totalPackages',
      },
      {
        id: 'prod-9-3',
        task: text('Packs labelled with the date and count', 'പാക്കുകളിൽ തീയതിയും എണ്ണവും എഴുതി'),
        unit: null,
        required: true,
      },
    ],
  },
];
