import { adminBookingsEn } from './admin-bookings.en.ts';
import { adminEventsEn } from './admin-events.en.ts';
import { adminOverviewEn } from './admin-overview.en.ts';
import { adminSettingsEn } from './admin-settings.en.ts';
import { adminEn } from './admin.en.ts';
import { ownerInvoicesEn } from './owner-invoices.en.ts';
import { ownerForecastEn } from './owner-forecast.en.ts';
import { ownerMarginEn } from './owner-margin.en.ts';

/** The admin's English texts, loaded with the admin's screens. */
export const adminTextsEn = {
  admin: adminEn,
  adminBookings: adminBookingsEn,
  adminOverview: adminOverviewEn,
  adminEvents: adminEventsEn,
  adminSettings: adminSettingsEn,
  ownerInvoices: ownerInvoicesEn,
  ownerForecast: ownerForecastEn,
  ownerMargin: ownerMarginEn,
};
