import { isTimeZone } from '@counterpart/domain/format'
import fs from 'node:fs'
import cookie from '@fastify/cookie'
import multipart from '@fastify/multipart'
import fastifyStatic from '@fastify/static'
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify'
import { fastifyTrustProxy, type AppConfig } from './config.ts'
import { openDatabase, type DatabaseHandle } from './db/connection.ts'
import { migrateToLatest } from './db/migrate.ts'
import { migrations } from './db/migrations/index.ts'
import { auditRoutes } from './modules/audit/routes.ts'
import { createAuditService } from './modules/audit/service.ts'
import { authRoutes } from './modules/auth/routes.ts'
import { backupsRoutes } from './modules/backups/routes.ts'
import { createBackupsService } from './modules/backups/service.ts'
import { markInstalled } from './modules/installer/installation.ts'
import { refuseInstallerPages } from './modules/installer/refuse.ts'
import { catalogRoutes } from './modules/catalog/routes.ts'
import { createCatalogService } from './modules/catalog/service.ts'
import { createAuthService } from './modules/auth/service.ts'
import { systemRoutes } from './modules/system/routes.ts'
import { settingsRoutes } from './modules/settings/routes.ts'
import { createSettingsService } from './modules/settings/service.ts'
import { usersRoutes } from './modules/users/routes.ts'
import { createUsersService } from './modules/users/service.ts'
import { billsRoutes } from './modules/bills/routes.ts'
import { createBillsService } from './modules/bills/service.ts'
import { buybackRoutes } from './modules/buyback/routes.ts'
import { createBuybackService } from './modules/buyback/service.ts'
import { devicesRoutes } from './modules/devices/routes.ts'
import { createDevicesService } from './modules/devices/service.ts'
import { repairsRoutes } from './modules/repairs/routes.ts'
import { createRepairsService } from './modules/repairs/service.ts'
import { createRepairStatusesService } from './modules/repairs/statuses.ts'
import { createRepairBoardService } from './modules/repairs/board.ts'
import { repairBoardRoutes } from './modules/repairs/board-routes.ts'
import { createOpeningHoursService } from './modules/repairs/opening-hours.ts'
import { createRepairEstimatesService } from './modules/repairs/estimates.ts'
import { createRepairMessages } from './modules/repairs/outbox.ts'
import { repairMessagesRoutes } from './modules/repairs/messages-routes.ts'
import { afterChecklistGate, createRepairEvidence } from './modules/repairs/evidence.ts'
import { repairEvidenceRoutes } from './modules/repairs/evidence-routes.ts'
import { showcaseRoutes } from './modules/showcase/routes.ts'
import { createShowcaseService } from './modules/showcase/service.ts'
import { contactsRoutes } from './modules/contacts/routes.ts'
import { balancesRoutes } from './modules/contacts/balances-routes.ts'
import { createBalancesService } from './modules/contacts/balances-service.ts'
import { createContactsService } from './modules/contacts/service.ts'
import { creditRoutes } from './modules/credit/routes.ts'
import { createCreditService } from './modules/credit/service.ts'
import { createTenderPayer } from './modules/credit/tender-service.ts'
import { giftCardsRoutes } from './modules/giftcards/routes.ts'
import { createGiftCardRedemption, giftCardTender } from './modules/giftcards/redemption-service.ts'
import { createGiftCardsService } from './modules/giftcards/service.ts'
import { inventoryRoutes } from './modules/inventory/routes.ts'
import { createInventoryService } from './modules/inventory/service.ts'
import { createStockConflictService } from './modules/inventory/stock-conflict-service.ts'
import { createStockDocumentService } from './modules/inventory/stock-document-service.ts'
import { createStockService } from './modules/inventory/stock-service.ts'
import { ordersRoutes } from './modules/orders/routes.ts'
import { createOrdersService } from './modules/orders/service.ts'
import { paymentsRoutes } from './modules/payments/routes.ts'
import { createPaymentsService } from './modules/payments/service.ts'
import { purchasingRoutes } from './modules/purchasing/routes.ts'
import { createPurchasingService } from './modules/purchasing/service.ts'
import { posRoutes } from './modules/pos/routes.ts'
import { dashboardRoutes } from './modules/dashboard/routes.ts'
import { createDashboardService } from './modules/dashboard/service.ts'
import { journalRoutes, reportsRoutes } from './modules/reports/routes.ts'
import { createJournalService } from './modules/reports/journal-service.ts'
import { createReportsService } from './modules/reports/service.ts'
import { createPosService } from './modules/pos/service.ts'
import { tillsRoutes } from './modules/tills/routes.ts'
import { printingRoutes } from './modules/printing/routes.ts'
import { createPrintingService } from './modules/printing/service.ts'
import { customerDisplayRoutes } from './modules/customer-display/routes.ts'
import { createCustomerDisplayService } from './modules/customer-display/service.ts'
import { createTillsService } from './modules/tills/service.ts'
import { createTillTerminalService, type TillTerminalService } from './modules/tills/till-terminal-service.ts'
import { nowIso } from './platform/time.ts'
import { OFFLINE_SALE_PATH } from '@counterpart/domain/schemas/offline-terminal'
import { MAX_RECORD_ID } from '@counterpart/domain/schemas/fields'
import { installErrorHandling } from './platform/error-handler.ts'
import { openLanguageScope, settleRequestLanguage } from './platform/request-language.ts'
import { installRouteSecurity, PAGE_ROUTE, registerPageRoutes } from './platform/route-security.ts'
import { registerRoutes } from './platform/routes.ts'
import { tillHeaderValue } from './platform/till-header.ts'
import { createSessionStore } from './platform/sessions.ts'
import { createAuditSealer } from './platform/audit-sealer.ts'
import { createUploadStore } from './platform/uploads.ts'
import { isPrecompressedCopy, webFileCacheControl } from './platform/web-files.ts'
import { registerSecurityHeaders } from './platform/security-headers.ts'

export interface BuiltApp {
  app: FastifyInstance
  database: DatabaseHandle
  /** True when this start created the admin account (first start). */
  createdAdmin: boolean
  /** The services, for tests that build data through the same rules as the API. */
  services: Services
}

export type Services = Awaited<ReturnType<typeof createServices>>

/**
 * Every module's service, created in dependency order. A service may use another module's service
 * (the sale uses inventory and payments), never its routes or tables.
 */
async function createServices(config: AppConfig, database: DatabaseHandle, log: FastifyBaseLogger) {
  const { db, dialect } = database
  const sessions = createSessionStore(db, {
    lifetimeMinutes: config.sessionLifetimeMinutes,
    secureCookies: config.secureCookies,
  })
  const uploads = createUploadStore(config.dataDir)
  const settings = createSettingsService(db, { demo: config.demo, timezone: config.timezone, uploads, dialect })
  const users = createUsersService({ db, dialect, sessions, uploads })
  const auth = createAuthService({ db, sessions, settings, users, config })
  const backups = createBackupsService({
    database,
    config,
    knownMigrations: Object.keys(migrations),
    // A restored backup may predate this version: bring its schema and settings up to date at once.
    afterRestore: async () => {
      await migrateToLatest(db)
      await settings.ensureStored()
    },
    log,
  })
  const stock = createStockService()
  const catalog = createCatalogService({ db, dialect, uploads, settings, stock })
  // Devices come before the services whose documents move units (repairs, buy-backs and, through them, sales).
  const devices = createDevicesService({ db, settings })
  const openingHours = createOpeningHoursService({
    db,
    timezone: async () => {
      const zone = settings.shopTimezone((await settings.get()).general)
      return isTimeZone(zone) ? zone : 'UTC'
    },
  })
  const repairBoard = createRepairBoardService({ db, measure: () => openingHours.measure() })
  // Issue 30, items 8 and 6: what a ticket's move sets off (a message queued, the checklist gate of "ready").
  const repairMessages = createRepairMessages({ db, settings, config, log })
  const repairEvidence = createRepairEvidence({ db, uploads, flow: () => repairs.flow })
  const repairStatuses = createRepairStatusesService({ db })
  const bills = createBillsService({ db, dialect })
  const showcase = createShowcaseService({ db, dialect, uploads })
  const inventory = createInventoryService({ db, dialect })
  const stockDocuments = createStockDocumentService({ db, stock, settings })
  const stockConflicts = createStockConflictService({ db, dialect, stock, documents: stockDocuments })
  const contacts = createContactsService({ db, dialect })
  const credit = createCreditService({ db, settings })
  // The journal before the tills: a till's close writes its session's journal with its Z (issue 31, item 7).
  const journal = createJournalService({ db, settings, defaultTimezone: config.timezone })
  // Issue 33: the receipt printers and their queue. Every service whose document prints (a sale, a refund, a
  // payment, a repair's intake, the Z, gift cards, a buy-back) queues its slips through it in its own
  // transaction; the documents are read back through those services, which exist by the time a job is sent.
  const printing = createPrintingService({
    db,
    settings,
    log,
    publicRoot: uploads.publicRoot,
    readers: () => ({
      orders,
      payments,
      repairs,
      tills,
      giftCards,
      buyback,
      contacts,
      linkBase: () => settings.linkBase(config.appUrl),
    }),
  })
  // Tills come before the services that sell through them (pos, payments), which see only the terminal's part.
  const tills = createTillsService({ db, dialect, settings, journal, printing })
  const tillTerminal = createTillTerminalService({ db, dialect, settings })
  // Issue 33, item 5: the customer display, paired with a till and fed its state.
  const customerDisplay = createCustomerDisplayService({ db, tills: tillTerminal })
  // Store credit and gift cards paying a sale, a debt or given back by a refund (issue 31). A card's balance
  // moves through its redemption service, which needs no payments: its sale (giftCards) records them.
  const giftCardRedemption = createGiftCardRedemption()
  const storedValue = createTenderPayer({ credit, settings, giftCards: giftCardTender(giftCardRedemption) })
  const payments = createPaymentsService({ db, dialect, tills: tillTerminal, storedValue, printing })
  const giftCards = createGiftCardsService({
    db,
    dialect,
    settings,
    payments,
    tills: tillTerminal,
    redemption: giftCardRedemption,
    printing,
  })
  const buyback = createBuybackService({
    db,
    dialect,
    uploads,
    settings,
    payments,
    tills: tillTerminal,
    devices,
    credit,
    licenseSecret: config.licenseSecret,
    printing,
  })
  const orders = createOrdersService({ db, dialect, payments, contacts, stock, settings })
  const purchasing = createPurchasingService({
    db,
    dialect,
    orders,
    payments,
    stock,
    inventory,
    contacts,
    catalog,
    devices,
  })
  // Repairs order parts through purchasing, and a receipt reserves a repair's ordered parts (issue 30, item 4).
  const repairs = createRepairsService({
    db,
    dialect,
    devices,
    stock,
    purchasing,
    measure: () => openingHours.measure(),
    warrantyDefaultDays: async () => (await settings.get()).pos.repairWarrantyDays,
    moveHooks: { before: [afterChecklistGate()], after: [repairMessages.queueForStatus] },
    // Issue 31, item 5: a deposit is a payment on the ticket, at the till, in store credit too.
    money: { payments, tills: tillTerminal, storedValue, settings },
    printing,
  })
  // Issue 30, item 5: estimates move tickets through the repairs' flow and mail the customer.
  const repairEstimates = createRepairEstimatesService({
    db,
    dialect,
    flow: repairs.flow,
    uploads,
    settings,
    config,
    linkBase: () => settings.linkBase(config.appUrl),
    nudge: () => repairMessages.nudge(),
  })
  purchasing.onReceived((trx, receipt) => repairs.parts.received(trx, receipt))
  const pos = createPosService({
    db,
    dialect,
    config,
    settings,
    uploads,
    stock,
    orders,
    payments,
    buyback,
    catalog,
    contacts,
    tills: tillTerminal,
    stockConflicts,
    devices,
    storedValue,
    printing,
  })
  const reports = createReportsService({ db, settings, defaultTimezone: config.timezone, dialect })
  const dashboard = createDashboardService({ settings, reports, config })
  // Ages balances on the reports' clock, so they and the reports agree on what "today" is.
  const balances = createBalancesService({ db, dialect, settings, config, now: () => new Date(reports.clock.now()) })
  const audit = createAuditService({ db, settings, users })
  return {
    sessions,
    uploads,
    settings,
    users,
    auth,
    backups,
    catalog,
    devices,
    repairs,
    repairStatuses,
    repairBoard,
    openingHours,
    repairEstimates,
    repairMessages,
    repairEvidence,
    bills,
    buyback,
    showcase,
    stock,
    inventory,
    stockDocuments,
    stockConflicts,
    contacts,
    credit,
    giftCards,
    balances,
    tills,
    tillTerminal,
    printing,
    customerDisplay,
    payments,
    orders,
    purchasing,
    pos,
    reports,
    journal,
    dashboard,
    audit,
  }
}

export const MAX_JSON_BODY = 1024 * 1024
/** How often yesterday's partial counts of units sold are looked for (one statement, nothing to do most rounds). */
const FOLD_SOLD_EVERY_MS = 10 * 60_000
/** How often unanswered repair estimates are looked for (the reminders themselves go at 24 and 72 hours). */
const ESTIMATE_REMINDERS_EVERY_MS = 15 * 60_000
/** How often gift cards past their expiry are looked for (issue 31): a card expires within the hour. */
const GIFT_CARD_EXPIRY_EVERY_MS = 60 * 60_000
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024

/** The composition root: platform plugins, then every module. main.ts only reads config and listens. */
export async function buildApp(
  config: AppConfig,
  // markInstalled: false only for the web installer, which sets the flag in its last step.
  options: { logger?: boolean; markInstalled?: boolean } = {},
): Promise<BuiltApp> {
  const database = openDatabase(config.databaseUrl, {
    walCheckpointer: config.sqliteWalCheckpointer,
    preparedStatements: config.pgPreparedStatements,
  })
  await migrateToLatest(database.db)
  const { db } = database

  const app = Fastify({
    logger: options.logger === false ? false : { level: config.logLevel },
    trustProxy: fastifyTrustProxy(config.trustProxy),
    bodyLimit: MAX_JSON_BODY,
    requestTimeout: 30_000,
    genReqId: () => crypto.randomUUID(),
  })
  app.decorate('apiRoutes', [])
  app.decorateRequest('auth', null)

  openLanguageScope(app)
  await app.register(cookie)
  await registerSecurityHeaders(app, { https: config.secureCookies })
  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 3, fields: 50 } })
  installErrorHandling(app, config.webDistDir)

  const services = await createServices(config, database, app.log)
  const { sessions, settings, users, auth } = services

  // The shop's language first; the route security then puts the signed-in user's own in its place (so even
  // a 403 reads in it), and a public page may answer in its customer's.
  settleRequestLanguage(app, () => settings.shopLanguage())
  installRouteSecurity(app, sessions)
  noteTillContacts(app, services.tillTerminal)

  await settings.ensureStored()
  const createdAdmin = await users.ensureAdmin(config.admin)
  if (options.markInstalled !== false) await markInstalled(db)

  registerRoutes(app, authRoutes(auth, settings, config.secureCookies))
  registerRoutes(
    app,
    usersRoutes(users, () => settings.shopLanguage()),
  )
  registerRoutes(app, catalogRoutes(services.catalog))
  registerRoutes(app, settingsRoutes(settings, config))
  registerRoutes(app, backupsRoutes(services.backups))
  registerRoutes(
    app,
    repairsRoutes(services.repairs, services.repairStatuses, {
      linkBase: () => settings.linkBase(config.appUrl),
      estimates: services.repairEstimates,
      customerPhotos: (repairId, key) => services.repairEvidence.customerPhotos(repairId, key),
      detailExtras: async (id) => {
        const [messages, photos, checklists, signatures] = await Promise.all([
          services.repairMessages.list(id),
          services.repairEvidence.photos(id),
          services.repairEvidence.checklists(id),
          services.repairEvidence.signatures(id),
        ])
        return { messages, photos, checklists, signatures }
      },
    }),
  )
  registerRoutes(app, repairBoardRoutes(services.repairBoard, services.openingHours))
  registerRoutes(app, repairMessagesRoutes(services.repairMessages))
  registerRoutes(app, repairEvidenceRoutes(services.repairEvidence))
  registerRoutes(app, billsRoutes(services.bills))
  registerRoutes(app, buybackRoutes(services.buyback))
  registerRoutes(app, devicesRoutes(services.devices, settings))
  registerRoutes(app, showcaseRoutes(services.showcase))
  registerRoutes(app, inventoryRoutes(services.inventory, services.stockConflicts, services.stockDocuments))
  registerRoutes(app, contactsRoutes(services.contacts))
  registerRoutes(app, balancesRoutes(services.balances))
  registerRoutes(app, creditRoutes(services.credit))
  registerRoutes(app, giftCardsRoutes(services.giftCards))
  registerRoutes(app, ordersRoutes(services.orders))
  registerRoutes(app, paymentsRoutes(services.payments))
  registerRoutes(app, purchasingRoutes(services.purchasing))
  registerRoutes(app, posRoutes(services.pos))
  registerRoutes(app, tillsRoutes(services.tills))
  registerRoutes(app, printingRoutes(services.printing))
  registerRoutes(app, customerDisplayRoutes(services.customerDisplay, { secureCookies: config.secureCookies }))
  registerRoutes(app, reportsRoutes(services.reports))
  registerRoutes(app, journalRoutes(services.journal))
  registerRoutes(app, dashboardRoutes(services.dashboard))
  registerRoutes(app, auditRoutes(services.audit))
  registerRoutes(
    app,
    systemRoutes(() => app.apiRoutes, db),
  )

  // Public pictures only (product images, logos, gallery): ID photos and signatures live in the private
  // folder, outside this root, and only gated API routes stream them.
  fs.mkdirSync(services.uploads.publicRoot, { recursive: true })
  const webDistDir = config.webDistDir && fs.existsSync(config.webDistDir) ? config.webDistDir : null
  await registerPageRoutes(app, async (pages) => {
    await pages.register(fastifyStatic, {
      root: services.uploads.publicRoot,
      prefix: '/uploads/',
      decorateReply: false,
      index: false,
    })
    if (webDistDir) {
      await pages.register(fastifyStatic, {
        root: webDistDir,
        prefix: '/',
        wildcard: true,
        index: false,
        // The build writes `x.js.br` and `x.js.gz` beside `x.js` (apps/web/precompress.ts): sent with its
        // Content-Encoding when the request accepts it, the plain file otherwise or when there is no copy.
        preCompressed: true,
        // The copies are only ever sent for their plain name: `/assets/x.js.br` asked for itself would be
        // brotli bytes labelled as a download, so it is a missing page instead.
        allowedPath: (pathName) => !isPrecompressedCopy(pathName),
        setHeaders: (reply, file) => {
          reply.header('cache-control', webFileCacheControl(webDistDir, file))
        },
      })
    }
  })
  if (webDistDir) {
    // Spec 001 §1: the root address leads to the welcome page (the static folder has no index to list).
    app.get('/', { config: PAGE_ROUTE }, async (_request, reply) => reply.redirect('/welcome'))
  }
  refuseInstallerPages(app, config.webDistDir)

  if (config.backupDaily) services.backups.startSchedule()
  const sealer = createAuditSealer(db, app.log)
  app.addHook('onResponse', async (request) => {
    // A read writes no event; any other request may have (sign-in, a sale), and an idle timer costs nothing.
    if (request.method !== 'GET' && request.method !== 'HEAD') sealer.arm()
  })
  // Issue 35: a day's partial counts of units sold fold into one row per product once the day is over.
  const foldingSold = setInterval(() => {
    services.orders.foldSoldSlots().catch((error: unknown) => {
      app.log.warn({ err: error }, 'the units sold per day were not folded; the next round tries again')
    })
  }, FOLD_SOLD_EVERY_MS)
  foldingSold.unref()
  // Issue 30, item 5: customers are reminded of estimates left unanswered 24 and 72 hours (once each).
  const remindingEstimates = setInterval(() => {
    services.repairEstimates.sendReminders().catch((error: unknown) => {
      app.log.warn({ err: error }, 'the estimate reminders were not sent; the next round tries again')
    })
  }, ESTIMATE_REMINDERS_EVERY_MS)
  remindingEstimates.unref()
  // Issue 31, item 3: a card past its expiry has its balance released (an `expired` event), once.
  const expiringGiftCards = setInterval(() => {
    services.giftCards.expireDue().catch((error: unknown) => {
      app.log.warn({ err: error }, 'expired gift cards were not released; the next round tries again')
    })
  }, GIFT_CARD_EXPIRY_EVERY_MS)
  expiringGiftCards.unref()
  // Issue 30, item 8: the outbox of messages to customers, sent with retries by this worker, and a round
  // soon after any change (one may have queued a message).
  services.repairMessages.start()
  app.addHook('onResponse', async (request) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') services.repairMessages.nudge()
  })
  // Issue 33: the print queue's worker, and a round at once after a change (a sale may have queued a receipt).
  services.printing.worker.start()
  app.addHook('onResponse', async (request) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') services.printing.worker.nudge()
  })
  // The customer displays' open streams would hold the server's close up until each display went away.
  app.addHook('preClose', async () => {
    services.customerDisplay.hub.closeAll()
  })
  app.addHook('onClose', async () => {
    clearInterval(foldingSold)
    clearInterval(remindingEstimates)
    clearInterval(expiringGiftCards)
    await services.repairMessages.stop()
    await services.printing.worker.stop()
    services.backups.stopSchedule()
    // The events of the last requests are chained before the database closes, not at the next start.
    await sealer.stop()
    await db.destroy()
  })
  await sessions.purgeExpired()
  return { app, database, createdAdmin, services }
}

/**
 * A till's contact (issue 34): every signed-in request that names its till moves the till's last contact,
 * the edge before which none of its offline sales is dated. An offline sale moves it in its own transaction.
 * A failure here never fails the request: the contact is a hint, and the next request writes it again.
 */
function noteTillContacts(app: FastifyInstance, tills: TillTerminalService): void {
  app.addHook('onRequest', async (request) => {
    if (!request.auth || request.is404) return
    if (request.method === 'POST' && request.routeOptions.url === `/api${OFFLINE_SALE_PATH}`) return
    const raw = tillHeaderValue(request.headers)
    const tillId = Number(Array.isArray(raw) ? raw[0] : raw)
    if (!Number.isSafeInteger(tillId) || tillId < 1 || tillId > MAX_RECORD_ID) return
    await tills.noteContact(tillId, nowIso()).catch((error: unknown) => {
      request.log.warn({ err: error }, 'the till contact was not recorded')
    })
  })
}
