// The server process: configuration, data-folder lock, migrations, demo data, then listen until SIGTERM/SIGINT.
import path from 'node:path';
import closeWithGrace from 'close-with-grace';
import { buildApp } from './app';
import { ConfigError, loadConfig, type Config } from './config';
import { openDatabase } from './db/client';
import { seedDemo } from './seed/demo';
import { lockDataDir } from './lib/data-dir-lock';
import { serveMetrics, type MetricsServer } from './lib/metrics-server';
import { systemClock } from './lib/clock';
import { createMailer, type Mailer } from './services/mail';
import { vacuumPeriodically } from './db/pglite-vacuum';
import { endLapsedFeaturesPeriodically } from './services/billing';
import { createQueueWorker } from './services/queue-worker';
import { INTERVIEW_REMINDER_JOB, interviewReminderHandler } from './services/interview-reminders';
import { SCORECARD_REMINDER_JOB, scorecardReminderHandler } from './services/scorecards';
import { SEEKER_RETENTION_JOB, scheduleRetention, seekerRetentionHandler } from './services/seeker-retention';
import { JOB_ALERTS_JOB, jobAlertsHandler, scheduleJobAlerts } from './services/job-alerts';
import { SEEKER_STATUS_MAIL_JOB, seekerStatusMailHandler } from './services/seeker-status-mail';

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

let config: Config;
try {
  config = loadConfig();
} catch (err) {
  fail(err instanceof ConfigError ? `Configuration error: ${err.message}` : String(err));
}

// PGlite has no lock between processes: one server per data folder.
const lock = config.databaseUrl ? undefined : await lockDataDir(config.dataDir).catch((err: Error) => fail(err.message));
const database = await openDatabase(config.databaseUrl ? { url: config.databaseUrl } : { dataDir: config.dataDir })
  .catch(async (err: Error) => {
    await lock?.release();
    return fail(`Could not open the database: ${err.message}`);
  });

const app = await (async () => {
  await database.migrate();
  // The mailer logs through the app's logger, which exists only once the app does.
  const late: { mailer?: Mailer } = {};
  const built = await buildApp({
    database,
    config,
    clock: systemClock,
    logger: { level: process.env.LOG_LEVEL ?? 'info' },
    mailer: { send: (msg) => late.mailer!.send(msg), close: async () => late.mailer?.close() },
  });
  late.mailer = createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, outboxDir: path.join(config.dataDir, 'outbox'), logger: built.log });
  return built;
})().catch(async (err: Error) => {
  await database.close();
  await lock?.release();
  return fail(`Could not start: ${err.message}`);
});

// PGlite runs no autovacuum of its own.
const stopVacuuming = database.kind === 'pglite' ? vacuumPeriodically(database.db, app.log) : undefined;
// Featuring ends with the plan (or the deadline) that allowed it: docs/decisions.md "Plans and billing".
const stopEndingFeatures = endLapsedFeaturesPeriodically(app.repos.billing, systemClock, app.log);
// Jobs due, interview reminders among them, whatever process scheduled them: docs/decisions.md "Reminders".
const queueWorker = createQueueWorker({
  queue: app.repos.queue, clock: systemClock, log: app.log,
  handlers: {
    [INTERVIEW_REMINDER_JOB]: interviewReminderHandler({ repos: app.repos, mailer: app.deps.mailer, config, push: app.push }),
    [SCORECARD_REMINDER_JOB]: scorecardReminderHandler({ repos: app.repos, mailer: app.deps.mailer, config, push: app.push }),
    [SEEKER_STATUS_MAIL_JOB]: seekerStatusMailHandler({ repos: app.repos, mailer: app.deps.mailer, config }),
    // Candidate search reads erased rows at once instead of within its refresh window.
    [SEEKER_RETENTION_JOB]: seekerRetentionHandler({ repos: app.repos, log: app.log, onErased: () => app.workspace.seekers.invalidate() }),
    [JOB_ALERTS_JOB]: jobAlertsHandler({ repos: app.repos, mailer: app.deps.mailer, config, log: app.log }),
  },
});

let metrics: MetricsServer | undefined;
closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
  if (err) app.log.error({ err }, 'shutting down after an error');
  else app.log.info(`${signal}: finishing requests in flight`);
  stopVacuuming?.();
  stopEndingFeatures();
  await queueWorker.stop(); // a reminder's send in hand is recorded before the database closes
  await app.close(); // waits for requests in flight
  await metrics?.close();
  await app.deps.mailer.close();
  await database.close();
  await lock?.release();
});

if (config.seedDemo) {
  // Processes started together seed once: the others wait, then find the data there.
  const demo = await database.exclusively('jagir:demo-seed', () => seedDemo(database.db, systemClock.now()));
  if (demo) {
    console.log(`Demo employer created (shown once): e-mail ${demo.email}  password ${demo.password}`);
    console.log(`Its team, same password: ${demo.team.map((m) => `${m.email} (${m.role.replace('_', ' ')})`).join(', ')}`);
    console.log('Set SEED_DEMO=false to start with an empty database.');
  }
}

try {
  if (config.metricsPort !== undefined) metrics = await serveMetrics(app.metrics.registry, config.host, config.metricsPort);
  await app.listen({ port: config.port, host: config.host });
} catch (err) {
  await metrics?.close();
  await database.close();
  await lock?.release();
  fail(`Could not listen on ${config.host}:${config.metricsPort !== undefined && !metrics ? config.metricsPort : config.port}: ${(err as Error).message}`);
}
// Jobs left pending or half-done by an earlier run are due at once; the daily retention pass is always ahead.
await scheduleRetention(app.repos.queue, systemClock.now()).catch((err: unknown) => app.log.error({ err }, 'could not schedule the retention pass'));
await scheduleJobAlerts(app.repos.queue, systemClock.now()).catch((err: unknown) => app.log.error({ err }, 'could not schedule the job alerts'));
queueWorker.start();
const { port } = app.server.address() as { port: number };
const shownHost = config.host.includes(':') ? `[${config.host}]` : config.host;
console.log(`Jagir is running at http://${shownHost}:${port}/`);
if (metrics) console.log(`Metrics at ${metrics.url}`);
