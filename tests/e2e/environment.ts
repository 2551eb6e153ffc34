/**
 * Where one browser-test run lives. Everything derives from E2E_PORT (default 4173), so runs on different
 * ports (say two checkouts, or two people on one machine) never share a port, a database or a log.
 */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4173);
export const BASE_URL = `http://localhost:${E2E_PORT}`;

/** This run's files: the app's embedded database, its log (kept for debugging) and Playwright's artifacts. */
export const E2E_DIR = `test-results/e2e-${E2E_PORT}`;
export const E2E_DATA_DIR = `${E2E_DIR}/data`;
export const E2E_LOG = `${E2E_DIR}/server.log`;
export const E2E_ARTIFACTS = `${E2E_DIR}/artifacts`;

/** The mail sink (tests/support/mail-sink.ts): SMTP for the app, HTTP for the tests. */
export const MAIL_SINK_SMTP_PORT = E2E_PORT + 20;
export const MAIL_SINK_HTTP_PORT = E2E_PORT + 21;
export const MAIL_SINK_URL = `http://127.0.0.1:${MAIL_SINK_HTTP_PORT}`;

/** The server restart.spec.ts starts and kills itself, on its own database. */
export const RESTART_PORT = E2E_PORT + 10;
export const RESTART_DATA_DIR = `${E2E_DIR}/restart-data`;

/** The servers payments-stripe.spec.ts and payments-paystack.spec.ts start themselves, each paid through its provider's double. */
export const STRIPE_PORT = E2E_PORT + 30;
export const STRIPE_DATA_DIR = `${E2E_DIR}/stripe-data`;
export const STRIPE_LOG = `${E2E_DIR}/stripe-server.log`;
export const PAYSTACK_PORT = E2E_PORT + 31;
export const PAYSTACK_DATA_DIR = `${E2E_DIR}/paystack-data`;
export const PAYSTACK_LOG = `${E2E_DIR}/paystack-server.log`;
