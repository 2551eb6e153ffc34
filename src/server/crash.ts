import type { FastifyBaseLogger } from 'fastify';

/**
 * A process that met an error nobody handled is in an unknown state: log it and exit non-zero, so that the
 * supervisor (Docker's restart policy, systemd) starts a clean one, rather than limping on.
 */
export function exitOnUncaught(log: Pick<FastifyBaseLogger, 'fatal'>): void {
  const die = (kind: string) => (err: unknown) => {
    log.fatal({ err }, `${kind}: exiting`);
    process.exit(1);
  };
  process.on('uncaughtException', die('uncaught exception'));
  process.on('unhandledRejection', die('unhandled promise rejection'));
}
