import packageJson from '../../package.json' with { type: 'json' };
import path from 'node:path';
import { z } from 'zod';
import { isWebAddress } from '#shared/domain/web-address.ts';

const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

/** Every environment variable the server reads, with its default. README lists the same. */
const environmentSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATABASE_URL: optionalText,
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(500).default(4),
  DATA_DIR: z.string().default('./data'),
  PUBLIC_URL: optionalText,
  PAYMENT_PROVIDER: z.enum(['test', 'razorpay']).optional(),
  RAZORPAY_KEY_ID: optionalText,
  RAZORPAY_KEY_SECRET: optionalText,
  RAZORPAY_WEBHOOK_SECRET: optionalText,
  RAZORPAY_API_URL: optionalText,
  ADMIN_USERNAME: optionalText,
  ADMIN_PASSWORD: optionalText,
  MAP_TILE_URL: z.string().default('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
  GEOCODER_URL: z.string().default('https://nominatim.openstreetmap.org'),
  CHAT_WIDGET_SRC: optionalText.refine(
    (src) => src === undefined || isWebAddress(src),
    'must be an http or https address of the widget’s script',
  ),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SESSION_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  PRIVATE_LINK_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
  NODE_ENV: optionalText,
  TRUSTED_PROXIES: z
    .string()
    .default('')
    .transform((list) =>
      list
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.union([z.ipv4(), z.ipv6(), z.cidrv4(), z.cidrv6()]))),
  MAX_UNPAID_UNITS_PER_ADDRESS: z.coerce.number().int().min(0).max(100_000).default(10),
  LIVE_STREAMS_PER_SESSION: z.coerce.number().int().min(1).max(1000).default(6),
  LIVE_STREAMS_PER_ACCOUNT: z.coerce.number().int().min(1).max(10_000).default(20),
  LIVE_STREAMS_TOTAL: z.coerce.number().int().min(1).max(100_000).default(300),
  CHANGE_REPLY_MAX_BYTES: z.coerce.number().int().min(512).max(1_048_576).default(8192),
  CHANGE_REPLIES_PER_ACCOUNT: z.coerce.number().int().min(10).max(1_000_000).default(2000),
  CHANGE_REPLY_BYTES_PER_ACCOUNT: z.coerce.number().int().min(65_536).max(1_073_741_824).default(2_097_152),
  JSON_MAX_DEPTH: z.coerce.number().int().min(8).max(1000).default(64),
  INVENTORY_IMPORTS_PER_HOUR: z.coerce.number().int().min(1).max(10_000).default(60),
  /** Blank counts as unset. */
  CHROMIUM_PATH: optionalText.transform((value) => value ?? '/usr/bin/chromium'),
  /** The built client's folder, when not dist/web (e.g. a browser test serving a changed copy). */
  WEB_ROOT: optionalText,
  /** smtp://user:password@host:587 or smtps://…:465; without it no mail is sent (the admin sees why). */
  SMTP_URL: optionalText.pipe(z.url({ protocol: /^smtps?$/ }).optional()),
  /** The mails' sender, e.g. "Mandi <orders@example.com>"; else the business's contact address. */
  MAIL_FROM: optionalText,
  /** The bearer token that GET /metrics asks for; without it the route does not exist. */
  METRICS_TOKEN: optionalText,
});

export type DatabaseTarget =
  | { dialect: 'sqlite'; file: string }
  /** poolSize: connections this instance opens at most (DATABASE_POOL_SIZE). */
  | { dialect: 'postgres'; url: string; poolSize?: number };

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  database: DatabaseTarget;
  publicUrl: string | undefined;
  payment: {
    provider: 'test' | 'razorpay';
    keyId: string | undefined;
    keySecret: string;
    webhookSecret: string;
    /** Razorpay's API address; set only to point tests at a local stand-in. */
    apiUrl: string | undefined;
  };
  admin: { username: string | undefined; password: string | undefined };
  mapTileUrl: string;
  geocoderUrl: string;
  chatWidgetSrc: string | undefined;
  logLevel: z.infer<typeof environmentSchema>['LOG_LEVEL'];
  sessionDays: number;
  /**
   * Days after an event (or a booking's cancellation) that its private links still show the customer's
   * name, phone and address; later they show the booking's state only.
   */
  privateLinkDays: number;
  /** Addresses (or CIDR ranges) of the proxies whose X-Forwarded-For is believed; none by default. */
  trustedProxies: string[];
  /** Unpaid units one client address may hold at once across all events; 0 turns the limit off. */
  maxUnpaidUnitsPerAddress: number;
  /** Open live streams (GET /api/live) one session, one account and the whole server may hold at once. */
  liveStreams: LiveStreamLimits;
  /** What is kept of the answers to changes sent with a change id (x-change-id). */
  changeReplies: ChangeReplyLimits;
  /** How deeply a JSON body may nest its arrays and objects; deeper ones are refused before parsing. */
  jsonMaxDepth: number;
  /** Inventory imports (and whole-list saves) one account may send in an hour. */
  inventoryImportsPerHour: number;
  /** The Chromium that prints the event report PDFs; launched on the first report, not at start. */
  chromiumPath: string;
  /** Folder of the built client (WEB_ROOT, else dist/web when built: main.ts); absent in API tests. */
  webRoot: string | undefined;
  mail: { smtpUrl: string | undefined; from: string | undefined };
  /** The bearer token of GET /metrics (Prometheus's scrape); unset: no such route. */
  metricsToken: string | undefined;
  version: string;
}

export interface LiveStreamLimits {
  perSession: number;
  perAccount: number;
  /** All streams together: kept well below the process's open-file limit, leaving room for the storefront. */
  total: number;
}

export interface ChangeReplyLimits {
  /** A longer answer is kept as its status and a short body. */
  maxBytes: number;
  /** Answers kept per account; the oldest go first. */
  perAccount: number;
  /** Bytes of answers kept per account; the oldest go first. */
  bytesPerAccount: number;
}

export const DEVELOPMENT_KEY_SECRET = 'test_key_secret_for_development_only';
export const DEVELOPMENT_WEBHOOK_SECRET = 'test_webhook_secret_for_development_only';

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const parsed = environmentSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new Error(`Invalid environment: ${problems}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  const database: DatabaseTarget = e.DATABASE_URL?.match(/^postgres(ql)?:\/\//)
    ? { dialect: 'postgres', url: e.DATABASE_URL, poolSize: e.DATABASE_POOL_SIZE }
    : { dialect: 'sqlite', file: path.join(dataDir, 'mandi.db') };
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    database,
    publicUrl: e.PUBLIC_URL?.replace(/\/+$/, ''),
    payment: paymentConfig(e),
    admin: { username: e.ADMIN_USERNAME, password: e.ADMIN_PASSWORD },
    mapTileUrl: e.MAP_TILE_URL,
    geocoderUrl: e.GEOCODER_URL,
    chatWidgetSrc: e.CHAT_WIDGET_SRC,
    logLevel: e.LOG_LEVEL,
    sessionDays: e.SESSION_DAYS,
    privateLinkDays: e.PRIVATE_LINK_DAYS,
    trustedProxies: e.TRUSTED_PROXIES,
    maxUnpaidUnitsPerAddress: e.MAX_UNPAID_UNITS_PER_ADDRESS,
    liveStreams: {
      perSession: e.LIVE_STREAMS_PER_SESSION,
      perAccount: e.LIVE_STREAMS_PER_ACCOUNT,
      total: e.LIVE_STREAMS_TOTAL,
    },
    changeReplies: {
      maxBytes: e.CHANGE_REPLY_MAX_BYTES,
      perAccount: e.CHANGE_REPLIES_PER_ACCOUNT,
      bytesPerAccount: e.CHANGE_REPLY_BYTES_PER_ACCOUNT,
    },
    jsonMaxDepth: e.JSON_MAX_DEPTH,
    inventoryImportsPerHour: e.INVENTORY_IMPORTS_PER_HOUR,
    chromiumPath: e.CHROMIUM_PATH,
    webRoot: e.WEB_ROOT ? path.resolve(e.WEB_ROOT) : undefined,
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM },
    metricsToken: e.METRICS_TOKEN,
    version: packageJson.version,
    ...overrides,
  };
}

/**
 * Razorpay runs only with all three of its secrets: without the webhook secret anyone could forge a
 * payment. The development secrets belong to the test gateway alone, and a production server runs the
 * test gateway only when told so explicitly.
 */
function paymentConfig(e: z.infer<typeof environmentSchema>): Config['payment'] {
  const provider = e.PAYMENT_PROVIDER ?? (e.RAZORPAY_KEY_ID ? 'razorpay' : 'test');
  if (provider === 'razorpay') {
    const missing = (['RAZORPAY_KEY_ID', 'RAZORPAY_KEY_SECRET', 'RAZORPAY_WEBHOOK_SECRET'] as const).filter(
      (name) => !e[name],
    );
    if (missing.length) throw new Error(`PAYMENT_PROVIDER=razorpay needs ${missing.join(', ')} (missing)`);
    return {
      provider,
      keyId: e.RAZORPAY_KEY_ID,
      keySecret: e.RAZORPAY_KEY_SECRET!,
      webhookSecret: e.RAZORPAY_WEBHOOK_SECRET!,
      apiUrl: e.RAZORPAY_API_URL,
    };
  }
  if (e.NODE_ENV === 'production' && e.PAYMENT_PROVIDER !== 'test') {
    throw new Error(
      'NODE_ENV=production has no Razorpay key: set RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET and RAZORPAY_WEBHOOK_SECRET, ' +
        'or PAYMENT_PROVIDER=test to take simulated payments on purpose',
    );
  }
  return {
    provider,
    keyId: undefined,
    keySecret: DEVELOPMENT_KEY_SECRET,
    webhookSecret: DEVELOPMENT_WEBHOOK_SECRET,
    apiUrl: undefined,
  };
}
