import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import { isSameOrigin } from '../auth/origin';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** The providers' webhooks (payments, and Stripe's Connect endpoint for payees' accounts): signed, not same-origin. */
const PROVIDER_WEBHOOK = /^\/api\/(payments\/(stripe|paystack)|payouts\/stripe)\/webhook(\?|$)/;

export async function registerSecurity(app: FastifyInstance, config: Config): Promise<void> {
  const https = config.publicUrl.startsWith('https:');
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Mantine sets style attributes on elements; no inline <style>/<script> is served by us.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    hsts: https,
    crossOriginEmbedderPolicy: false,
  });

  // Another name pointed at this server (DNS rebinding, a stranger's domain) gets nothing. Health checks are
  // exempt: orchestrators probe by address or container name, and the answer says only whether we are up.
  const allowedHosts = config.allowedHosts;
  if (allowedHosts) {
    app.addHook('onRequest', async (req, reply) => {
      if (req.url === '/healthz' || req.url.startsWith('/healthz?')) return;
      const host = req.headers.host?.toLowerCase();
      if (host === undefined || !allowedHosts.includes(host)) {
        return reply.code(421).send({ error: { message: 'Unknown host.' } });
      }
    });
  }

  // CSRF: a state-changing request must carry the app's own Origin (DESIGN.md). A payment provider's webhook
  // comes from the provider's servers, carries no cookie and proves itself by its signature instead.
  app.addHook('onRequest', async (req, reply) => {
    if (SAFE_METHODS.has(req.method)) return;
    if (req.method === 'POST' && PROVIDER_WEBHOOK.test(req.url)) return;
    const headers = { origin: req.headers.origin, host: req.headers.host };
    if (!isSameOrigin(headers, config.publicUrl, config.publicUrlFixed)) {
      return reply.code(403).send({ error: { message: 'Cross-origin request refused.' } });
    }
  });
}
