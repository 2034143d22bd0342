import { ConfigError, parseConfig } from './config/env';
import { buildServer } from './app';
import { startIdleCollector } from './lib/idle-gc';

// Process entry: config, server, signals. SIGTERM/SIGINT stop accepting, let in-flight
// requests (streams included) finish up to SHUTDOWN_TIMEOUT, close the database, exit 0.

let config;
try {
  config = parseConfig(process.env);
} catch (err) {
  if (err instanceof ConfigError) {
    process.stderr.write(err.message + '\n');
    process.exit(1);
  }
  throw err;
}

const server = await buildServer(config);
// A stray rejection (a driver hiccup during a database restart) is logged, not fatal.
process.on('unhandledRejection', (err) => server.app.log.error({ err }, 'unhandled rejection'));
const { fastify, app } = server;
await fastify.listen({ port: config.PORT, host: config.HOST });
app.log.info({ port: config.PORT, database: app.db.kind }, 'Tollgate is listening');
startIdleCollector();

let stopping = false;
const stop = async (signal: string) => {
  if (stopping) return;
  stopping = true;
  app.log.info({ signal }, 'draining');
  const timer = setTimeout(() => {
    app.log.warn('drain timeout; exiting');
    process.exit(1);
  }, config.SHUTDOWN_TIMEOUT * 1000);
  timer.unref();
  try {
    await server.close();
    app.log.info('stopped');
    process.exit(0);
  } catch (err) {
    app.log.error({ err }, 'shutdown failed');
    process.exit(1);
  }
};
process.on('SIGTERM', () => void stop('SIGTERM'));
process.on('SIGINT', () => void stop('SIGINT'));
