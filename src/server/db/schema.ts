import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { UnbookedReason } from '#shared/schemas/payments.ts';

/**
 * Column conventions, identical on SQLite and PostgreSQL:
 * booleans are integers 0/1, timestamps are ISO-8601 UTC text, money is integer paise.
 */
export interface UsersTable {
  id: Generated<number>;
  username: string;
  password_hash: string;
  role: 'admin' | 'staff';
  display_name: string;
  email: string;
  active: number;
  created_at: string;
  updated_at: string;
}

export interface SessionsTable {
  token_hash: string;
  user_id: number;
  created_at: string;
  expires_at: string;
}

export interface SettingsTable {
  key: string;
  value: string;
  updated_at: string;
}

export interface MenuItemsTable {
  key: string;
  name: string;
  description: string;
  /** Malayalam name and description; '' shows the English. */
  name_ml: Generated<string>;
  description_ml: Generated<string>;
  price_paise: number;
  type: string;
  pieces: number;
  sort_order: number;
}

export interface EventsTable {
  id: Generated<number>;
  title: string;
  date: string;
  description: string;
  image: string;
  badge: string;
  button_text: string;
  /** Malayalam badge and button text; '' shows the English. */
  badge_ml: Generated<string>;
  button_text_ml: Generated<string>;
  /** Malayalam title and description; '' shows the English. */
  title_ml: Generated<string>;
  description_ml: Generated<string>;
  is_valentine: number;
  is_active: number;
  max_orders: number;
  created_at: string;
  updated_at: string;
  /** When the sale first opened (made active); null for an event never yet active. */
  sale_opened_at: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface EventMenuItemsTable {
  event_id: number;
  item_key: string;
  enabled: number;
  price_paise: number | null;
}

export interface InventoryItemsTable {
  id: number;
  name: string;
  /** The Malayalam name; null when the English is shown. */
  name_ml: ColumnType<string | null, string | null | undefined, string | null>;
  category: string;
  quantity: number;
  unit: string;
  current_price_paise: number;
  is_active: number;
  min_quantity: number | null;
  notes: string | null;
  last_updated: string;
  /** Raised by every change; an edit made from another version is refused. */
  version: Generated<number>;
  /** Who the item is bought from (the purchase list); null when nobody is named. */
  supplier_name: ColumnType<string | null, string | null | undefined, string | null>;
  supplier_phone: ColumnType<string | null, string | null | undefined, string | null>;
  /** 'en' or 'ml': the language the supplier's list is sent in. */
  supplier_language: ColumnType<string, string | undefined, string>;
  supplier_email: ColumnType<string | null, string | null | undefined, string | null>;
  /** The pack it is bought in, in the item's unit (1 when not set). */
  purchase_pack: ColumnType<number, number | undefined, number>;
}

/** A recipe ingredient (by its name's key) bought as an inventory item, set by the owner. */
export interface IngredientLinksTable {
  ingredient: string;
  item_id: number;
  /** Grams per millilitre, for an ingredient weighed but kept as a volume (or the other way). */
  grams_per_ml: number | null;
  updated_at: string;
  updated_by: string;
}

/** One row (id 1): raised by every inventory write, so a built list knows when it is out of date. */
export interface InventoryRevisionTable {
  id: number;
  revision: number;
}

export interface InventoryPriceHistoryTable {
  id: Generated<number>;
  item_id: number;
  date: string;
  price_paise: number;
  /** Who set the price; null for seeded and imported prices. */
  changed_by: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface DiaryEventsTable {
  id: Generated<number>;
  title: string;
  /** YYYY-MM-DD. */
  date: string;
  description: string;
  /** '' when nobody is named. */
  assigned_to: string;
  created_at: string;
  created_by: string;
  is_completed: number;
  estimated_attendance: number;
  /** The storefront sales event whose bookings count as this event's booked people. */
  sales_event_id: number | null;
  updated_at: string;
  /** Leftover meat (kg) recorded when the event was completed; offered to the next cutlet day. */
  leftover_meat_kg: ColumnType<number | null, number | null | undefined, number | null>;
  /** Bumped by every change; an edit carrying an older one is refused (409). */
  version: Generated<number>;
  /** Set when an admin archives the event: hidden from lists, kept in reports and exports. */
  archived_at: ColumnType<string | null, string | null | undefined, string | null>;
  archived_by: ColumnType<string | null, string | null | undefined, string | null>;
}

/** One task of a diary event's list (every Task field); the list's version is in diary_task_lists. */
export interface DiaryTasksTable {
  event_id: number;
  id: string;
  sort_order: number;
  task: string;
  completed: number;
  due_date: string;
  assigned_to: string;
  estimated_duration: string;
  start_time: string;
  description: string;
  has_video: number;
  video_url: string;
  is_temperature: number;
  temperature_value: number | null;
  temperature_check: string | null;
  is_final_task: number;
  is_delivery: number;
  delivery_type: string | null;
  delivery_location: string;
  delivery_notes: string;
  started_at: string | null;
  started_by: string | null;
  completed_at: string | null;
  completed_by: string | null;
  sop_link: string;
  /** The name and description in Malayalam ('' when none: the English is shown). */
  task_ml: ColumnType<string, string | undefined, string>;
  description_ml: ColumnType<string, string | undefined, string>;
  /** The signed-in accounts that started and completed it (null before they were kept). */
  started_account: ColumnType<string | null, string | null | undefined, string | null>;
  completed_account: ColumnType<string | null, string | null | undefined, string | null>;
  /** When the start and the completion reached the server (their *_at is when they were made); null before kept. */
  started_arrived_at: ColumnType<string | null, string | null | undefined, string | null>;
  completed_arrived_at: ColumnType<string | null, string | null | undefined, string | null>;
  /** Why it was completed before its time (null when it was not). */
  early_reason: ColumnType<string | null, string | null | undefined, string | null>;
  /** Bumped by every change; an edit carrying an older one is refused (409). */
  version: Generated<number>;
}

/** A task list exists once it has a row here; every change bumps its version. */
export interface DiaryTaskListsTable {
  event_id: number;
  version: number;
}

export interface DiaryPeopleTable {
  event_id: number;
  count: number;
}

export interface DiaryReviewsTable {
  event_id: number;
  id: string;
  sort_order: number;
  reviewer_name: string;
  comment: string;
  rating: number;
  date: string;
  youtube_link: string;
  /** JSON array of review tags. */
  tags_json: string;
  /** Normalised mobile number ('' when none); never sent back to screens. */
  phone: string;
  verified: number;
  /** Bumped by every change; an edit carrying an older one is refused (409). */
  version: Generated<number>;
  /** When the review was first saved ('' for reviews saved before it was kept). */
  created_at: Generated<string>;
}

/** Pit temperature readings: food-safety records, never rewritten (deleted only with their diary event). */
export interface TemperatureReadingsTable {
  id: Generated<number>;
  event_id: number;
  task_id: string;
  value_c: number;
  taken_at: string;
  taken_by: string;
  check_kind: string;
  in_range: number;
  corrective_action: string | null;
  /** The signed-in account that recorded it (null before accounts were kept). */
  taken_account: ColumnType<string | null, string | null | undefined, string | null>;
  /** When it reached the server (taken_at is when it was taken); null before kept. */
  arrived_at: ColumnType<string | null, string | null | undefined, string | null>;
  /** What was done about a reading outside its limit, and who wrote it (null when in range). */
  action_taken: ColumnType<string | null, string | null | undefined, string | null>;
  action_by: ColumnType<string | null, string | null | undefined, string | null>;
}

/** One SOP step's timer for one diary event (step ids `<page>-<n>`); at most one active step per page. */
export interface TimersTable {
  event_id: number;
  step_id: string;
  is_active: number;
  /** Epoch milliseconds on the server's clock; PostgreSQL's bigint comes back as text. */
  start_time: ColumnType<number | string | null, number | null, number | null>;
  /** When it was last stopped (epoch ms, server's clock); null while running or never stopped. */
  stop_time: ColumnType<number | string | null, number | null | undefined, number | null>;
  extra_minutes: Generated<number>;
  /** Text key of the reading's corrective action that added the extra minutes. */
  extra_reason: string | null;
  updated_at: string;
}

export type RecipeCollectionStatus = 'draft' | 'published';

/** A dated recipe collection; a published one is history and is never rewritten. */
export interface RecipeCollectionsTable {
  id: Generated<number>;
  /** YYYY-MM-DD, one collection per day. */
  date: string;
  name_en: string;
  name_ml: string;
  badge_en: string;
  badge_ml: string;
  status: RecipeCollectionStatus;
  created_at: string;
  created_by: string;
  published_at: string | null;
}

/** A guide step's video given as a YouTube or Vimeo link; an uploaded file is kept in DATA_DIR/step-videos instead. */
export interface StepVideoLinksTable {
  step_id: string;
  url: string;
  updated_at: string;
}

/** One recipe of a collection (key mandiMeat, mandiRice or puliChutney), whole, as JSON text. */
export interface RecipesTable {
  collection_id: number;
  key: string;
  /** The recipe as the shared recipeSchema describes it. */
  body: string;
  /** Bumped by every save; a save from an older one is refused. */
  version: Generated<number>;
}

export type HoldStatus = 'held' | 'booked' | 'released';

export interface PaymentHoldsTable {
  id: Generated<number>;
  receipt: string;
  request_hash: string;
  gateway_order_id: string | null;
  event_id: number;
  /** The validated, priced order (customer, lines, amounts) as JSON: what the booking is made from. */
  order_json: string;
  total_quantity: number;
  amount_paise: number;
  currency: string;
  status: HoldStatus;
  created_at: string;
  expires_at: string;
  /** The client address that asked for the hold (null before holds recorded it). */
  client_address: string | null;
  /** The customer's normalised phone (null before holds recorded it). */
  phone: string | null;
  /** The coupon code the order uses, as the coupons row spells it (null: none); counts as a use while held. */
  coupon: string | null;
}

export interface BookingsTable {
  id: Generated<number>;
  reference: string;
  event_id: number;
  hold_id: number;
  gateway_order_id: string;
  payment_id: string;
  event_title: string;
  /** The event's Malayalam title when it was booked; '' shows the English. */
  event_title_ml: ColumnType<string, string | undefined, string>;
  event_date: string;
  name: string;
  phone: string;
  address: string;
  pincode: string;
  location_json: string | null;
  items_json: string;
  total_quantity: number;
  coupon: string | null;
  subtotal_paise: number;
  discount_percent: number;
  discount_paise: number;
  amount_paise: number;
  status: 'pending' | 'confirmed' | 'delivered' | 'cancelled';
  /** JSON array of BookingFlag. */
  flags: string;
  /** 'browser', 'webhook' or 'reconciliation': which proof of payment made the booking. */
  confirmed_by: string;
  created_at: string;
  updated_at: string;
  /** Opens the customer's booking page (/booking/<token>); null only before it is written. */
  manage_token: string | null;
  /** Optional, checked for shape only; never a login. */
  email: string | null;
  /** The language the customer booked in: 'en' or 'ml'. */
  language: ColumnType<string, string | undefined, string>;
  /** The customer's GSTIN and business name, when they gave them for a tax invoice in its name. */
  customer_gstin: ColumnType<string | null, string | null | undefined, string | null>;
  business_name: ColumnType<string | null, string | null | undefined, string | null>;
}

export type MailStatus = 'waiting' | 'sent' | 'failed';

/** A mail to send (mail/mail.service.ts); its words are written when it is sent, in its language. */
export interface MailOutboxTable {
  id: Generated<number>;
  /** 'booking-confirmation', 'booking-cancelled', 'booking-refund' or 'waiting-list-offer' */
  kind: string;
  /** The booking a confirmation tells of; null for a waiting-list offer. */
  booking_id: number | null;
  /** The waiting-list entry an offer tells of; null for a booking's mail. */
  waiting_entry_id: ColumnType<number | null, number | null | undefined, number | null>;
  /** The refund a refund's mail tells of (its booking_id is null); null for every other mail. */
  refund_id: ColumnType<number | null, number | null | undefined, number | null>;
  to_address: string;
  language: string;
  status: MailStatus;
  attempts: ColumnType<number, number | undefined, number>;
  next_attempt_at: string;
  last_error: string | null;
  created_at: string;
  sent_at: string | null;
  /** A mail written when queued (a supplier's purchase list): its subject and text; null for the others. */
  subject: ColumnType<string | null, string | null | undefined, string | null>;
  body_text: ColumnType<string | null, string | null | undefined, string | null>;
}
export type MailOutboxRow = Selectable<MailOutboxTable>;

/**
 * A refund asked of the gateway: 'requested' until the gateway has taken it (asked again with the same
 * idempotency key until it answers), then 'pending', and 'processed' or 'failed' as the gateway ends it.
 */
export type RefundStatus = 'requested' | 'pending' | 'processed' | 'failed';

export interface RefundsTable {
  id: Generated<number>;
  booking_id: number;
  amount_paise: number;
  reason: string;
  /** 'customer', or the admin's username. */
  requested_by: string;
  idempotency_key: string;
  status: RefundStatus;
  gateway_refund_id: string | null;
  attempts: ColumnType<number, number | undefined, number>;
  /** When the refund round next asks the gateway about it. */
  next_check_at: string;
  last_error: string | null;
  created_at: string;
  updated_at: string;
}
export type RefundRow = Selectable<RefundsTable>;

/**
 * One customer waiting for a sold-out event: 'waiting' in line; 'offered' while a hold of their units
 * waits for them (offer_hold_id, 30 minutes); 'accepted' once they ordered from the offer; 'lapsed'
 * when the offer ran out unused (its units passed to the next in line).
 */
export type WaitingStatus = 'waiting' | 'offered' | 'accepted' | 'lapsed';

export interface WaitingListTable {
  id: Generated<number>;
  event_id: number;
  name: string;
  phone: string;
  email: string | null;
  language: string;
  units: number;
  status: WaitingStatus;
  client_address: string | null;
  offer_token: string | null;
  offer_hold_id: number | null;
  offered_at: string | null;
  offer_expires_at: string | null;
  /** The hold of the order made from the offer (its booking's hold_id once paid). */
  order_hold_id: number | null;
  created_at: string;
  updated_at: string;
}
export type WaitingEntry = Selectable<WaitingListTable>;

/** A captured payment no booking holds (see UnbookedReason): open until refunded in whole. */
export interface UnbookedPaymentsTable {
  id: Generated<number>;
  payment_id: string;
  gateway_order_id: string;
  amount_paise: number;
  phone: string | null;
  paid_at: string;
  reason: UnbookedReason;
  found_at: string;
  /** The gateway is asked for the refund with this key every time: it pays it once. */
  refund_key: string;
  gateway_refund_id: string | null;
  refunded_by: string | null;
  refunded_at: string | null;
}
export type UnbookedPaymentRow = Selectable<UnbookedPaymentsTable>;

/** The last reconciliation pass of any server (one row, id 1). */
export interface ReconciliationPassesTable {
  id: number;
  ran_at: string;
  checked: number;
  booked: number;
  unmatched: number;
  unreachable: number;
}

export interface WebhookEventsTable {
  event_id: string;
  received_at: string;
}

export interface GeocodeCacheTable {
  key: string;
  result_json: string;
  fetched_at: string;
}

/**
 * One event's capacity counter, changed in the same transaction as every hold and booking of the
 * event (see modules/capacity/capacity.service.ts): units booked (not cancelled) and units held by holds
 * whose expiry is after `expired_through`.
 */
export interface EventCapacityTable {
  event_id: number;
  booked_units: Generated<number>;
  held_units: Generated<number>;
  /** ISO time up to which expired holds have been taken out of held_units ('' when none yet). */
  expired_through: Generated<string>;
  /** The event's capacity, as checked under the counter's lock (events.max_orders is its copy for screens). */
  max_orders: Generated<number>;
}

export interface BookingStatusChangesTable {
  id: Generated<number>;
  booking_id: number;
  from_status: string;
  to_status: string;
  changed_by: string;
  changed_at: string;
}

/** A cutlet production day that something was saved for; its row is locked by every change of the day. */
export interface CutletDaysTable {
  /** YYYY-MM-DD (Kerala). */
  date: string;
  created_at: string;
  created_by: string;
  /** Bumped by every change; an edit carrying an older one is refused (409). */
  version: Generated<number>;
}

/** One number of a cutlet day as entered (inventory and production fields); absent fields are carried or defaults. */
export interface CutletValuesTable {
  date: string;
  field: string;
  value: number;
  updated_at: string;
  updated_by: string;
}

/** A checked checklist item of a cutlet day: one row per day and item; an undo removes it only after writing its correction (kitchen_corrections). */
export interface CutletChecksTable {
  date: string;
  item_id: string;
  /** A number as text, 'HH:MM' for a time; null when the item has no value. */
  value: string | null;
  /** The name entered on the device ('' when none). */
  worker: string;
  checked_at: string;
  /** The signed-in account's username. */
  account: string;
  /** When the check reached the server (checked_at is when it was made); null before kept. */
  arrived_at: ColumnType<string | null, string | null | undefined, string | null>;
  /** What was done about a value outside its limit (by the worker); null when in range. */
  action_taken: ColumnType<string | null, string | null | undefined, string | null>;
  /** Why it was checked before its time; null when it was not. */
  early_reason: ColumnType<string | null, string | null | undefined, string | null>;
}

/** A completed cutlet task: the worker and time of the check that completed it. */
export interface CutletCompletionsTable {
  date: string;
  task_id: string;
  worker: string;
  completed_at: string;
}

/**
 * A change sent with a device-made id (`x-change-id`): claimed before it is applied, then kept with
 * its answer, which a repeat of the change gets instead of applying it again.
 */
export interface AppliedChangesTable {
  change_id: string;
  user_id: number;
  method: string;
  /** The URL without its query. */
  path: string;
  /** The answer's status; null while the change is being applied. */
  status: number | null;
  /** The answer's body as kept (JSON): as sent when small, else its status's short form; null while being applied. */
  reply: string | null;
  /** The kept body's size in bytes (0 while being applied): the account's byte budget counts it. */
  reply_bytes: Generated<number>;
  created_at: string;
}

/**
 * An undo or a correction of a kitchen record (a completion, a start, a reading, a cutlet check): the
 * record as it was, what replaced it, who, when and why. Never changed or removed (an event's go with it).
 */
export interface KitchenCorrectionsTable {
  id: Generated<number>;
  event_id: number | null;
  cutlet_date: string | null;
  record_kind: 'task-completion' | 'task-start' | 'reading' | 'cutlet-check';
  record_id: string;
  action: 'undo' | 'correct';
  before_json: string;
  after_json: string | null;
  reason: string;
  /** The name the cook typed ('' when none). */
  made_by: string;
  /** The signed-in account's username. */
  account: string;
  made_at: string;
  /** When it reached the server (made_at is when it was made); null before kept. */
  arrived_at: ColumnType<string | null, string | null | undefined, string | null>;
}

/** A coupon code customers type; never deleted (bookings name it), only deactivated. */
export interface CouponsTable {
  id: Generated<number>;
  /** Trimmed, upper-case, unique. */
  code: string;
  /** 1 to 100. */
  discount_percent: number;
  /** The last Kerala day it applies, 'YYYY-MM-DD'; null: no end. */
  ends_on: string | null;
  /** Uses it may have (bookings not cancelled plus unexpired held holds); null: no limit. */
  use_limit: number | null;
  active: number;
  created_at: string;
}

/** An event's other costs as the owner last saved them (margins module): a JSON list of OtherCost. */
export interface EventCostsTable {
  event_id: number;
  lines_json: string;
  saved_at: string;
  saved_by: string;
}

/** The margin settings, one JSON value per key: 'gatewayFee', 'costDefaults'. */
export interface MarginSettingsTable {
  key: string;
  value_json: string;
  updated_at: string;
  updated_by: string;
}

/**
 * What the kitchen used for a diary event, per inventory item (inventory module), in the item's unit;
 * `taken_from_stock` is the part the stock gave (it never goes below 0), given back on a correction.
 */
export interface EventUsageTable {
  diary_event_id: number;
  item_id: number;
  quantity: number;
  taken_from_stock: number;
  recorded_by: string;
  recorded_at: string;
}

/** The version of a diary event's usage record (inventory module): bumped by every save; no row before the first. */
export interface EventUsageVersionsTable {
  diary_event_id: number;
  version: number;
}

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  settings: SettingsTable;
  menu_items: MenuItemsTable;
  events: EventsTable;
  event_menu_items: EventMenuItemsTable;
  inventory_items: InventoryItemsTable;
  inventory_price_history: InventoryPriceHistoryTable;
  inventory_revision: InventoryRevisionTable;
  ingredient_links: IngredientLinksTable;
  diary_events: DiaryEventsTable;
  diary_tasks: DiaryTasksTable;
  diary_task_lists: DiaryTaskListsTable;
  diary_people: DiaryPeopleTable;
  diary_reviews: DiaryReviewsTable;
  temperature_readings: TemperatureReadingsTable;
  timers: TimersTable;
  recipe_collections: RecipeCollectionsTable;
  recipes: RecipesTable;
  step_video_links: StepVideoLinksTable;
  payment_holds: PaymentHoldsTable;
  bookings: BookingsTable;
  mail_outbox: MailOutboxTable;
  refunds: RefundsTable;
  waiting_list: WaitingListTable;
  webhook_events: WebhookEventsTable;
  unbooked_payments: UnbookedPaymentsTable;
  reconciliation_passes: ReconciliationPassesTable;
  geocode_cache: GeocodeCacheTable;
  booking_status_changes: BookingStatusChangesTable;
  event_capacity: EventCapacityTable;
  cutlet_days: CutletDaysTable;
  cutlet_values: CutletValuesTable;
  cutlet_checks: CutletChecksTable;
  cutlet_completions: CutletCompletionsTable;
  applied_changes: AppliedChangesTable;
  kitchen_corrections: KitchenCorrectionsTable;
  coupons: CouponsTable;
  invoices: InvoicesTable;
  invoice_counters: InvoiceCountersTable;
  event_costs: EventCostsTable;
  margin_settings: MarginSettingsTable;
  event_usage: EventUsageTable;
  event_usage_versions: EventUsageVersionsTable;
}

export type User = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type EventRow = Selectable<EventsTable>;
export type MenuItemRow = Selectable<MenuItemsTable>;
export type PaymentHold = Selectable<PaymentHoldsTable>;
export type BookingRow = Selectable<BookingsTable>;
export type DiaryEventRow = Selectable<DiaryEventsTable>;
export type DiaryTaskRow = Selectable<DiaryTasksTable>;
export type DiaryReviewRow = Selectable<DiaryReviewsTable>;
export type TemperatureReadingRow = Selectable<TemperatureReadingsTable>;
export type KitchenCorrectionRow = Selectable<KitchenCorrectionsTable>;
export type TimerRow = Selectable<TimersTable>;
export type RecipeCollectionRow = Selectable<RecipeCollectionsTable>;
export type RecipeRow = Selectable<RecipesTable>;
export type BookingStatusChange = Selectable<BookingStatusChangesTable>;
export type EventCapacity = Selectable<EventCapacityTable>;
export type AppliedChange = Selectable<AppliedChangesTable>;
export type CouponRow = Selectable<CouponsTable>;

/** The last number issued in a series ('invoice', 'credit_note') in a financial year ('2026-27'). */
export interface InvoiceCountersTable {
  series: string;
  financial_year: string;
  last_number: number;
}

/**
 * A booking's tax invoice ('invoice'), plain receipt ('receipt', numbered by the booking's reference),
 * a refund's credit note ('credit_note', against the invoice in `original_id`) or refund receipt
 * ('refund_receipt', against the receipt), as it was issued: the customer's and seller's details and
 * the lines as JSON, the GST split in paise.
 */
export interface InvoicesTable {
  id: Generated<number>;
  kind: 'invoice' | 'receipt' | 'credit_note' | 'refund_receipt';
  number: string;
  financial_year: string | null;
  sequence: number | null;
  booking_id: number;
  refund_id: number | null;
  original_id: number | null;
  issued_at: string;
  /** Kerala's day of issue, 'YYYY-MM-DD'. */
  issued_on: string;
  language: string;
  customer_json: string;
  customer_gstin: string | null;
  seller_json: string;
  lines_json: string;
  note: string;
  total_paise: number;
  taxable_paise: number;
  cgst_paise: number;
  sgst_paise: number;
  cgst_basis_points: number;
  sgst_basis_points: number;
}
export type InvoiceRow = Selectable<InvoicesTable>;
