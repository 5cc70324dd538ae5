import Fastify, {
  type FastifyBaseLogger,
  type FastifyInstance,
  type FastifyPluginAsync,
  type RawReplyDefaultExpression,
  type RawRequestDefaultExpression,
  type RawServerDefault,
} from 'fastify';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Logger } from 'pino';
import type { Config } from './config.ts';
import { parseJsonWithDepthLimit } from './lib/json-body.ts';
import { validatorCompiler } from './lib/query-validator.ts';
import { createLiveTopics } from './lib/live-topics.ts';
import { createEarlyAnswers, type EarlyAnswers } from './lib/early-answers.ts';
import type { DatabaseHandle } from './db/database.ts';
import { createLoginLimiter, type LoginLimiter } from '#server/lib/login-limiter.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { settingsRoutes } from './modules/settings/settings.routes.ts';
import { couponsRoutes } from './modules/coupons/coupons.routes.ts';
import { createCouponGuesses } from './modules/coupons/coupons.service.ts';
import { usersRoutes } from './modules/users/users.routes.ts';
import { findActiveUser } from './modules/users/users.service.ts';
import { bookingsRoutes } from './modules/bookings/bookings.routes.ts';
import { mailRoutes } from './modules/mail/mail.routes.ts';
import { bookingMailSubjects } from './modules/bookings/mail-subjects.service.ts';
import { couponUses, eventHasOrders, saleOrders } from './modules/bookings/order-facts.service.ts';
import { reportMailReadiness, startMailDelivery } from './modules/mail/mail-delivery.ts';
import type { MailSetup } from '#shared/domain/mail-readiness.ts';
import { createMailer } from './modules/mail/mailer.ts';
import { storefrontEn } from '#shared/content/locales/storefront.en.ts';
import { diaryRoutes } from './modules/diary/diary.routes.ts';
import { tasksRoutes } from './modules/tasks/tasks.routes.ts';
import { eventKitchen } from './modules/tasks/event-kitchen.service.ts';
import { timersRoutes } from './modules/timers/timers.routes.ts';
import { recipesRoutes } from './modules/recipes/recipes.routes.ts';
import { cutletsRoutes } from './modules/cutlets/cutlets.routes.ts';
import { inventoryRoutes } from './modules/inventory/inventory.routes.ts';
import { reportsRoutes } from './modules/reports/reports.routes.ts';
import { invoicesRoutes } from './modules/invoices/invoices.routes.ts';
import { bookingOfLink } from './modules/bookings/invoice-facts.service.ts';
import { purchasingRoutes } from './modules/purchasing/purchasing.routes.ts';
import { stepVideosRoutes } from './modules/step-videos/step-videos.routes.ts';
import { startReconciliation } from './modules/bookings/reconciliation.ts';
import { eventImagesRoutes } from './modules/event-images/event-images.routes.ts';
import { eventsRoutes } from './modules/events/events.routes.ts';
import { forecastsRoutes } from './modules/forecasts/forecasts.routes.ts';
import { geocodeRoutes } from './modules/geocode/geocode.routes.ts';
import { marginsRoutes } from './modules/margins/margins.routes.ts';
import { exportMarginColumns } from './modules/margins/margins.service.ts';
import { createGateway } from './modules/payments/create-gateway.ts';
import { logDestination, loggedRequest, RequestLines, requestLogger } from './lib/log-destination.ts';
import { paymentsRoutes } from './modules/payments/payments.routes.ts';
import { accessPlugin, keepFromCaches } from './plugins/access.ts';
import { cookieHeaderHasSession } from './plugins/sessions.ts';
import { changeIdsPlugin, startChangeIdPruning, storedChangeReplies } from './plugins/change-ids.ts';
import { changeTimesPlugin } from './plugins/change-times.ts';
import { errorsPlugin } from './plugins/errors.ts';
import { liveStreamRoutes } from './plugins/live-stream.ts';
import { metricsPlugin } from './plugins/metrics.ts';
import { bookingFigures } from './modules/bookings/operator-figures.service.ts';
import { createStreamBudget } from './lib/stream-budget.ts';
import { jsonAnswer, securityHeaders } from './plugins/security-headers.ts';
import { startSessionPruning } from './plugins/session-pruning.ts';
import { sendApiNotFound, webPagesPlugin } from './plugins/web-pages.ts';

/** JSON bodies are small forms; image uploads (multipart) set their own limit. */
const BODY_LIMIT_BYTES = 100 * 1024;

export interface AppDependencies {
  config: Config;
  database: DatabaseHandle;
  loginLimiter?: LoginLimiter;
  /** Timers such as hold reconciliation; the running server turns them on, tests call the jobs directly. */
  backgroundJobs?: boolean;
  /** How often open event streams check their session; tests shorten it. */
  sessionRecheckMs?: number;
  /** The answers given before Fastify's routing; tests pass their own to count them. */
  early?: EarlyAnswers;
}

/** Builds the whole server without listening; tests call `inject` on it. */
export async function buildApp({
  config,
  database,
  loginLimiter,
  backgroundJobs = false,
  sessionRecheckMs,
  // The storefront's hottest reads, answered before Fastify's per-request work (lib/early-answers.ts).
  early = createEarlyAnswers(),
}: AppDependencies): Promise<FastifyInstance> {
  const app = Fastify({
    serverFactory: early.serverFactory,
    logger: {
      level: config.logLevel,
      redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
      serializers: { req: loggedRequest },
      stream: logDestination(),
    },
    // One line per request, when it is answered; the arrival is logged at debug.
    logController: new RequestLines(),
    childLoggerFactory: requestLogger,
    bodyLimit: BODY_LIMIT_BYTES,
    // X-Forwarded-For is believed only from the proxies named in TRUSTED_PROXIES.
    trustProxy: config.trustedProxies.length ? config.trustedProxies : false,
    forceCloseConnections: 'idle',
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  parseJsonWithDepthLimit(app, config.jsonMaxDepth);

  // While shutting down, answers to requests in flight close their keep-alive connection,
  // so that the server can finish as soon as the last of them is sent.
  let draining = false;
  app.addHook('preClose', async () => {
    draining = true;
  });
  const headers = securityHeaders(config);
  // Callback style, not async: this runs on every answer, and a promise per answer shows in the
  // storefront's throughput (bench/flash-sale).
  // The one onSend hook every answer runs (route-level hooks add to it where a route needs more).
  app.addHook('onSend', (request, reply, payload, done) => {
    if (draining) reply.header('connection', 'close');
    reply.headers(jsonAnswer(reply.getHeader('content-type')) ? headers.json : headers.document);
    keepFromCaches(request, reply);
    done(null, payload);
  });
  // An early answer is the route's own: the same headers, and none while draining or while reads are logged.
  const logsReads = (app.log as Logger).isLevelEnabled('debug');
  early.setRules({
    headers: headers.json,
    open: () => !draining && !logsReads,
    hasSession: cookieHeaderHasSession,
  });

  await app.register(errorsPlugin);
  await app.register(accessPlugin, { db: database.db, publicUrl: config.publicUrl, activeAccount: findActiveUser });
  await app.register(changeTimesPlugin);
  await app.register(changeIdsPlugin, { db: database.db, limits: config.changeReplies });

  const db = database.db;
  const streamBudget = createStreamBudget(config.liveStreams);
  // Registered before the routes, so that every answer's time is counted; absent without its token.
  if (config.metricsToken) {
    await app.register(metricsPlugin, {
      token: config.metricsToken,
      db,
      pool: database.pool,
      liveStreamsOpen: streamBudget.open,
      figures: { ...bookingFigures, changeRepliesStored: storedChangeReplies },
      early,
    });
  }
  const cookie = { days: config.sessionDays, secure: config.publicUrl?.startsWith('https://') ?? false };
  // One count of password guesses: sign-in and every current-password check (re-authentication) share it.
  const limiter = loginLimiter ?? createLoginLimiter();
  const { gateway, testGateway } = createGateway(config.payment);
  const clientConfig = {
    paymentProvider: gateway.provider,
    razorpayKeyId: gateway.keyId,
    mapTileUrl: config.mapTileUrl,
    chatWidgetSrc: config.chatWidgetSrc ?? null,
    maxUnpaidUnits: config.maxUnpaidUnitsPerAddress,
  };
  // One count of typed coupon codes per client, shared by the booking form's check and the order.
  const couponGuesses = createCouponGuesses();
  const live = await createLiveTopics(config.database, app.log);
  app.addHook('onClose', () => live.close());

  // Every module's routes, registered here and nowhere else: a reader sees where each route comes from.
  const modules = [
    withOptions(healthRoutes, { database, version: config.version }),
    withOptions(authRoutes, { db, cookie, limiter }),
    withOptions(usersRoutes, { db, limiter }),
    withOptions(settingsRoutes, { db, clientConfig }),
    withOptions(couponsRoutes, { db, couponGuesses, couponUses }),
    withOptions(eventsRoutes, { db, eventHasOrders, early }),
    withOptions(forecastsRoutes, { db }),
    withOptions(eventImagesRoutes, { dataDir: config.dataDir }),
    withOptions(liveStreamRoutes, {
      db,
      live,
      headers: headers.document,
      sessionRecheckMs,
      budget: streamBudget,
      activeAccount: findActiveUser,
    }),
    withOptions(bookingsRoutes, {
      db,
      gateway,
      live,
      maxUnpaidUnitsPerAddress: config.maxUnpaidUnitsPerAddress,
      privateLinkDays: config.privateLinkDays,
      couponGuesses,
      eventMargins: exportMarginColumns(saleOrders),
    }),
    withOptions(paymentsRoutes, { db, gateway, testGateway, live }),
    withOptions(diaryRoutes, { db, live, kitchen: eventKitchen, saleOrders }),
    withOptions(tasksRoutes, { db, live }),
    withOptions(timersRoutes, { db, live }),
    withOptions(recipesRoutes, { db }),
    withOptions(cutletsRoutes, { db, live }),
    withOptions(inventoryRoutes, { db, live, importsPerHour: config.inventoryImportsPerHour }),
    withOptions(reportsRoutes, { db, chromiumPath: config.chromiumPath }),
    withOptions(invoicesRoutes, {
      db,
      chromiumPath: config.chromiumPath,
      bookingOfLink: bookingOfLink(config.privateLinkDays),
    }),
    withOptions(marginsRoutes, { db, saleOrders }),
    withOptions(stepVideosRoutes, { db, dataDir: config.dataDir }),
    withOptions(mailRoutes, {
      db,
      sending: mailSending(config),
      setup: mailSetup(config),
      subjects: bookingMailSubjects,
    }),
    withOptions(geocodeRoutes, {
      db,
      geocoderUrl: config.geocoderUrl,
      userAgent: `mandi-platform/${config.version} (${config.publicUrl ?? 'self-hosted'})`,
    }),
    withOptions(purchasingRoutes, { db, live, orders: saleOrders, chromiumPath: config.chromiumPath }),
  ];
  for (const register of modules) await register(app);
  if (backgroundJobs) {
    startReconciliation(app, db, gateway, live);
    startSessionPruning(app, db);
    startChangeIdPruning(app, db);
    await reportMailReadiness(app, db, mailSetup(config));
    if (config.mail.smtpUrl) {
      const sender = { mailer: createMailer(config.mail.smtpUrl), from: config.mail.from, publicUrl: config.publicUrl };
      startMailDelivery(app, db, { ...sender, brand: storefrontEn.brand, subjects: bookingMailSubjects });
    }
  }

  if (config.webRoot) await app.register(webPagesPlugin, { root: config.webRoot });
  else app.setNotFoundHandler(sendApiNotFound);

  return app;
}

/** Whether this server sends mail, and why not or what is missing from it. */
function mailSending(config: Config): { on: boolean; reason: string | null } {
  if (!config.mail.smtpUrl)
    return { on: false, reason: 'SMTP_URL is not set: mail waits in the outbox and is not sent.' };
  if (!config.publicUrl)
    return {
      on: true,
      reason: "PUBLIC_URL is not set: customer mail waits in the outbox until the site's address is set.",
    };
  return { on: true, reason: null };
}

function mailSetup(config: Config): MailSetup {
  return { mailServer: Boolean(config.mail.smtpUrl), publicUrl: config.publicUrl, mailFrom: config.mail.from };
}

/** A module's routes with the options they need, checked together, registered later in order. */
function withOptions<Options extends Record<string, unknown>>(
  plugin: FastifyPluginAsync<Options, RawServerDefault, ZodTypeProvider>,
  options: Options,
): (
  app: FastifyInstance<
    RawServerDefault,
    RawRequestDefaultExpression,
    RawReplyDefaultExpression,
    FastifyBaseLogger,
    ZodTypeProvider
  >,
) => Promise<unknown> {
  return async (app) => app.register(plugin, options);
}
