import { resolve } from 'node:path';
import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { DataDirInUse } from './db/dataDirLock.js';
import { openDatabase } from './db/openDatabase.js';
import { seedCatalog } from './db/seed.js';
import { schedulePurge } from './maintenance/schedule.js';
import { httpSms } from './partners/sms/httpProvider.js';
import { uidaiCertificates } from './partners/uidai/uidaiCertificates.js';
import { documentStoreFromUrl } from './storage/documentStore.js';

// Refuses to start on a bad configuration (e.g. production without an SMS provider or
// PUBLIC_ORIGIN, an outbound URL to a metadata address): the message, no stack trace.
const config = refuseToStartOn(() => {
  const loaded = loadConfig();
  // The Aadhaar offline e-KYC step needs UIDAI's certificate: production refuses to start
  // without it rather than failing that step later (decision 025).
  uidaiCertificates(loaded);
  return loaded;
});
const database = await openDatabase({
  url: config.databaseUrl,
  dataDir: resolve(config.dataDir, 'pglite'),
  lockWaitMs: config.lockWaitMs,
}).catch((error: unknown) => {
  // Another server holds the embedded database: say so plainly, no stack trace.
  if (!(error instanceof DataDirInUse)) throw error;
  process.stderr.write(`${error.message}\n`);
  process.exit(1);
});
await seedCatalog(database.db);
const documentStore = documentStoreFromUrl(config.documentStoreUrl, resolve(config.dataDir));
const app = await buildApp({
  database,
  documentStore,
  logger: { level: config.logLevel },
  allowedOrigins: config.allowedOrigins,
  secureCookies: config.nodeEnv === 'production',
  trustProxy: config.trustProxy,
  ...(config.publicOrigin ? { publicOrigin: config.publicOrigin } : {}),
  production: config.nodeEnv === 'production',
  apiDocs: config.apiDocs,
  ...(config.sms ? { sms: httpSms(config.sms) } : {}),
  ...(config.otpSecret ? { otpSecret: config.otpSecret } : {}),
  ...(config.metricsToken ? { metricsToken: config.metricsToken } : {}),
  idfc: config.idfc,
  ...(config.enachCallbackSecret ? { enachCallbackSecret: config.enachCallbackSecret } : {}),
  enachLateCallbackMs: config.enachLateCallbackMs,
  payments: config.payments,
  company: config.company,
  // Asks Razorpay about orders left without an answer (decision 041).
  reconcileMinutes: config.reconcileMinutes,
  shutdownGraceMs: config.shutdownGraceMs,
  uploadLimits: config.uploads,
  authLimits: {
    sendsPerIp: { limit: config.perIpHour.otpSends, windowSeconds: 3600 },
    verifiesPerIp: { limit: config.perIpHour.otpChecks, windowSeconds: 3600 },
    lookupsPerIp: { limit: config.perIpHour.lookups, windowSeconds: 3600 },
    visitorsPerIp: { limit: config.perIpHour.visitors, windowSeconds: 3600 },
    anonymousLeadsPerIp: { limit: config.perIpHour.anonymousLeads, windowSeconds: 3600 },
  },
});
// Deletes rows past retention (expired codes, sessions, counters, idempotency keys, sandbox
// SMS) once ready, then every PURGE_INTERVAL_MINUTES; stops on close (decision 012).
schedulePurge(app, database.db, {
  intervalMinutes: config.purgeIntervalMinutes,
  documentStore,
  onPurged: app.metrics.countPurge,
});

// Stops accepting, lets what was accepted finish (SHUTDOWN_GRACE_SECONDS at most), starts no
// timer, then closes the database (decision 065).
const shutdown = async (signal: string) => {
  app.log.info({ signal }, 'shutting down');
  // Should closing itself hang (a stuck job), the process still goes, and says so.
  setTimeout(() => {
    app.log.error('shutdown did not finish in time');
    process.exit(1);
  }, config.shutdownGraceMs + 10_000).unref();
  await app.close();
  await database.close();
  app.log.info('stopped');
  process.exit(0);
};
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.port, host: config.host });
app.log.info({ db: database.kind, sms: config.sms ? 'http' : 'sandbox' }, 'ready');

/** Runs a start-up check; a failure is the operator's to fix: its message on stderr, exit 1. */
function refuseToStartOn<T>(check: () => T): T {
  try {
    return check();
  } catch (error) {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  }
}
