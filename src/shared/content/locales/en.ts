import { adminBookingsEn } from './admin-bookings.en.ts';
import { adminEventsEn } from './admin-events.en.ts';
import { adminOverviewEn } from './admin-overview.en.ts';
import { adminSettingsEn } from './admin-settings.en.ts';
import { kitchenEn } from './kitchen.en.ts';
import { kitchenRulesEn } from './kitchen-rules.en.ts';
import { sopEn } from './sop.en.ts';
import { recipesEn } from './recipes.en.ts';
import { adminEn } from './admin.en.ts';
import { bookingEn } from './booking.en.ts';
import { storefrontEn } from './storefront.en.ts';
import type { Texts } from './texts-type.ts';

/** English UI texts (default and fallback language). Malayalam must have every key: see ml.ts. */
export const en = {
  language: {
    label: 'Language',
    en: 'English',
    ml: 'മലയാളം',
  },
  common: {
    loading: 'Loading...',
    retry: 'Try again',
    backHome: 'Back to Home',
    unableToConnect: 'Unable to connect to server',
    close: 'Close',
    videoFallback: 'Your browser does not support the video tag.',
  },
  nav: {
    home: 'Home',
    upcomingSales: 'Upcoming Sales',
    contact: 'Contact',
    bookNow: 'Book Now',
    openMenu: 'Open menu',
  },
  hero: {
    title: 'We do one thing, and we do it right',
    tagline: 'The highest quality mandi delivered to your home in unique flavours from all over the world!',
    portion: 'Sharable portion, just like a mandi should be.',
    currentlyServing: 'Currently serving',
  },
  storefront: storefrontEn,
  booking: bookingEn,
  admin: adminEn,
  adminBookings: adminBookingsEn,
  adminOverview: adminOverviewEn,
  adminEvents: adminEventsEn,
  adminSettings: adminSettingsEn,
  kitchen: kitchenEn,
  kitchenRules: kitchenRulesEn,
  sop: sopEn,
  recipes: recipesEn,
  auth: {
    username: 'Username',
    password: 'Password',
    signIn: 'Sign in',
    login: 'Login',
    signingIn: 'Signing in...',
    signOut: 'Sign out',
    signedInAs: 'Signed in as {{name}}',
    invalidCredentials: 'Invalid credentials',
    required: 'Enter your username and password',
    notAllowedTitle: 'Admins only',
    notAllowed: 'Your account cannot open this page. Ask the owner for an admin account.',
    admin: { title: 'Admin Dashboard', subtitle: 'Sign in to manage events, bookings and settings' },
    kitchen: { title: 'Kitchen Staff Sign In', subtitle: 'Sign in to open the kitchen tools' },
    recipe: {
      title: 'Mandi Recipe Calculator',
      subtitle: 'Login to access the recipe management system',
      footer: 'Traditional Kerala Mandi Recipe Management System',
    },
    sop: { title: 'SOP TV Mode', subtitle: 'Sign in to show the cooking guides on this screen' },
    cutlets: { title: 'Secure Access Required', subtitle: 'Authorized Personnel Only' },
  },
  pages: {
    comingTitle: 'Coming soon',
    admin: {
      title: 'Admin Dashboard',
      body: 'Overview of orders and revenue, all bookings with their status, events with images and menu prices, business settings and staff accounts.',
    },
    eventReports: {
      title: 'Event Reports',
      body: 'View detailed reports on event tasks and activities, filter and sort the tasks, and export them as CSV.',
    },
    cutlets: {
      title: 'Cutlet Production',
      body: 'The daily checklist that turns leftover mandi meat into frozen cutlets: inventory, day-before tasks, production tasks and a summary.',
    },
  },
};

export type Translation = Texts<typeof en>;
