import { text } from '../sop/build.ts';
import type { CutletTask } from './types.ts';

/**
 * The three preparation tasks done the day before production: inventory assessment, ingredient
 * verification and purchase planning. Inventory items record the day's inventory values; purchase
 * planning records what the inventory says is needed (meat needed = (target − frozen) / 28, rounded
 * up to 0.1 kg; potatoes 0.25 of that; 2 eggs and 50 g breadcrumbs per kg).
 */
export const DAY_BEFORE_TASKS: CutletTask[] = [
  {
    id: 'prep-1',
    title: text('Inventory assessment', 'സ്റ്റോക്ക് വിലയിരുത്തൽ'),
    category: text('Inventory', 'ഇൻവെന്ററി'),
    priority: 'critical',
    items: [
      {
        id: 'prep-1-1',
        task: text('Weigh the mandi leftovers', 'ബാക്കിവന്ന മന്തി ഇറച്ചി തൂക്കുക'),
        unit: 'kg',
        required: false,
        field: 'mandiLeftovers',
      },
      {
        id: 'prep-1-2',
        task: text('Weigh the processed meat in stock', 'സ്റ്റോക്കിലുള്ള തയ്യാറാക്കിയ ഇറച്ചി തൂക്കുക'),
        unit: 'kg',
        required: false,
        field: 'processedMeat',
      },
      {
        id: 'prep-1-3',
        task: text('Count the frozen cutlets', 'ഫ്രീസറിലുള്ള കട്ട്‌ലറ്റുകൾ എണ്ണുക'),
        unit: 'pieces',
        required: false,
        field: 'frozenCutlets',
      },
      {
        id: 'prep-1-4',
        task: text('Confirm the daily requirement', 'ദിവസേന വേണ്ട എണ്ണം ഉറപ്പാക്കുക'),
        unit: 'pieces',
        required: false,
        field: 'target',
      },
    ],
  },
  {
    id: 'prep-2',
    title: text('Ingredient verification', 'ചേരുവകൾ പരിശോധിക്കൽ'),
    category: text('Ingredients', 'ചേരുവകൾ'),
    priority: 'high',
    items: [
      { id: 'prep-2-1', task: text('Potatoes', 'ഉരുളക്കിഴങ്ങ്'), unit: 'kg', required: false, field: 'potatoes' },
      { id: 'prep-2-2', task: text('Eggs', 'മുട്ട'), unit: 'pieces', required: false, field: 'eggs' },
      {
        id: 'prep-2-3',
        task: text('Breadcrumbs', 'ബ്രെഡ് പൊടി'),
        unit: 'kg',
        required: false,
        field: 'breadcrumbs',
      },
      { id: 'prep-2-4', task: text('Flour', 'മൈദ'), unit: 'kg', required: false, field: 'flour' },
      {
        id: 'prep-2-5',
        task: text('Kerala masala', 'കേരള മസാല'),
        unit: 'g',
        required: false,
        field: 'keralaMasala',
      },
      {
        id: 'prep-2-6',
        task: text('Bridge spices', 'ബ്രിഡ്ജ് സ്പൈസസ്'),
        unit: 'g',
        required: false,
        field: 'bridgeSpices',
      },
      { id: 'prep-2-7', task: text('Salt', 'ഉപ്പ്'), unit: 'g', required: false, field: 'salt' },
      { id: 'prep-2-8', task: text('Oil', 'എണ്ണ'), unit: 'l', required: false, field: 'oil' },
    ],
  },
  {
    id: 'prep-3',
    title: text('Purchase planning', 'വാങ്ങൽ ആസൂത്രണം'),
    category: text('Purchasing', 'വാങ്ങൽ'),
    priority: 'high',
    items: [
      { id: 'prep-3-1', task: text('Meat needed', 'വേണ്ട ഇറച്ചി'), unit: 'kg', required: false, plan: 'meatNeeded' },
      {
        id: 'prep-3-2',
        task: text('Potatoes needed', 'വേണ്ട ഉരുളക്കിഴങ്ങ്'),
        unit: 'kg',
        required: false,
        plan: 'potatoesNeeded',
      },
      { id: 'prep-3-3', task: text('Eggs needed', 'വേണ്ട മുട്ട'), unit: 'pieces', required: false, plan: 'eggsNeeded' },
      {
        id: 'prep-3-4',
        task: text('Breadcrumbs needed', 'വേണ്ട ബ്രെഡ് പൊടി'),
        unit: 'g',
        required: false,
        plan: 'breadcrumbsNeeded',
      },
      {
        id: 'prep-3-5',
        task: text('Order what is short', 'കുറവുള്ളത് ഓർഡർ ചെയ്യുക'),
        unit: null,
        required: false,
      },
    ],
  },
];
