import { adminBookingsMl } from './admin-bookings.ml.ts';
import { adminEventsMl } from './admin-events.ml.ts';
import { adminOverviewMl } from './admin-overview.ml.ts';
import { adminSettingsMl } from './admin-settings.ml.ts';
import { adminMl } from './admin.ml.ts';
import { ownerForecastMl } from './owner-forecast.ml.ts';
import { authMl } from './auth.ml.ts';
import { bookingMl } from './booking.ml.ts';
import { coreMl } from './core.ml.ts';
import { heldSlotsMl } from './held-slots.ml.ts';
import { cutletsMl } from './cutlets.ml.ts';
import type { Translation } from './en.ts';
import { inventoryMl } from './inventory.ml.ts';
import { kitchenRulesMl } from './kitchen-rules.ml.ts';
import { kitchenMl } from './kitchen.ml.ts';
import { offlineMl } from './offline.ml.ts';
import { ownerInvoicesMl } from './owner-invoices.ml.ts';
import { ownerMarginMl } from './owner-margin.ml.ts';
import { recipesMl } from './recipes.ml.ts';
import { refusalsMl } from './refusals.ml.ts';
import { reportsMl } from './reports.ml.ts';
import { sopMl } from './sop.ml.ts';
import { validationMl } from './validation.ml.ts';
import { videosMl } from './videos.ml.ts';
import { purchaseMl } from './owner-purchase.ml.ts';

/** Malayalam UI texts: the storefront's (core.ml.ts) and every other area's. The type makes a missing key a compile error. */
export const ml: Translation = {
  ...coreMl,
  auth: authMl,
  booking: { ...bookingMl, held: heldSlotsMl },
  admin: adminMl,
  adminBookings: adminBookingsMl,
  adminOverview: adminOverviewMl,
  adminEvents: adminEventsMl,
  adminSettings: adminSettingsMl,
  ownerForecast: ownerForecastMl,
  ownerMargin: ownerMarginMl,
  kitchen: kitchenMl,
  kitchenRules: kitchenRulesMl,
  sop: sopMl,
  recipes: recipesMl,
  cutlets: cutletsMl,
  offline: offlineMl,
  videos: videosMl,
  inventory: inventoryMl,
  reports: reportsMl,
  validation: validationMl,
  refusals: refusalsMl,
  ownerInvoices: ownerInvoicesMl,
  purchase: purchaseMl,
};
