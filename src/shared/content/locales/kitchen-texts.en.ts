import { inventoryEn } from './inventory.en.ts';
import { cutletsEn } from './cutlets.en.ts';
import { kitchenRulesEn } from './kitchen-rules.en.ts';
import { kitchenEn } from './kitchen.en.ts';
import { recipesEn } from './recipes.en.ts';
import { reportsEn } from './reports.en.ts';
import { sopEn } from './sop.en.ts';
import { offlineEn } from './offline.en.ts';
import { videosEn } from './videos.en.ts';
import { purchaseEn } from './owner-purchase.en.ts';

/** The kitchen's English texts (task board, guides, recipe book), loaded with the kitchen's screens. */
export const kitchenTextsEn = {
  kitchen: kitchenEn,
  kitchenRules: kitchenRulesEn,
  sop: sopEn,
  recipes: recipesEn,
  cutlets: cutletsEn,
  inventory: inventoryEn,
  reports: reportsEn,
  offline: offlineEn,
  videos: videosEn,
  purchase: purchaseEn,
};
