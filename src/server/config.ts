import packageJson from '../../package.json' with { type: 'json' };
import path from 'node:path';
import { z } from 'zod';

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
  CHAT_WIDGET_SRC: optionalText,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SESSION_DAYS: z.coerce.number().int().min(1).max(365).default(30),
});

export type DatabaseTarget = { dialect: 'sqlite'; file: string } | { dialect: 'postgres'; url: string };

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
  /** Folder of the built client; absent in API tests. */
  webRoot: string | undefined;
  version: string;
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
  const provider = e.PAYMENT_PROVIDER ?? (e.RAZORPAY_KEY_ID ? 'razorpay' : 'test');
  if (provider === 'razorpay' && (!e.RAZORPAY_KEY_ID || !e.RAZORPAY_KEY_SECRET)) {
    throw new Error('PAYMENT_PROVIDER=razorpay needs RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET');
  }
  const database: DatabaseTarget = e.DATABASE_URL?.match(/^postgres(ql)?:\/\//)
    ? { dialect: 'postgres', url: e.DATABASE_URL }
    : { dialect: 'sqlite', file: path.join(dataDir, 'mandi.db') };
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    database,
    publicUrl: e.PUBLIC_URL?.replace(/\/+$/, ''),
    payment: {
      provider,
      keyId: e.RAZORPAY_KEY_ID,
      keySecret: e.RAZORPAY_KEY_SECRET ?? DEVELOPMENT_KEY_SECRET,
      webhookSecret: e.RAZORPAY_WEBHOOK_SECRET ?? DEVELOPMENT_WEBHOOK_SECRET,
      apiUrl: e.RAZORPAY_API_URL,
    },
    admin: { username: e.ADMIN_USERNAME, password: e.ADMIN_PASSWORD },
    mapTileUrl: e.MAP_TILE_URL,
    geocoderUrl: e.GEOCODER_URL,
    chatWidgetSrc: e.CHAT_WIDGET_SRC,
    logLevel: e.LOG_LEVEL,
    sessionDays: e.SESSION_DAYS,
    webRoot: undefined,
    version: packageJson.version,
    ...overrides,
  };
}
