/** The Fastify application: plugins, the contract's routes, the web app. Built by server.ts and by tests. */
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import Fastify, { LogController, type FastifyInstance, type FastifyReply } from 'fastify';
import pretty from 'pino-pretty';
import fastifyCookie from '@fastify/cookie';
import fastifyMultipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import { AjvCompiler } from '@fastify/ajv-compiler';
import { API_MESSAGES } from '../src/config/messages';
import { isSitePage } from '../src/config/pages';
import { registerSecurityHeaders } from './security-headers';
import { registerSiteFiles } from './site-files';
import { registerSitePages } from './pages';
import { ADMIN_REST_RESOURCES } from '../src/generated/admin-rest';
import type { Config } from './config';
import type { Database } from './db';
import { registerErrorHandler } from './errors';
import { operationHandlers } from './handlers';
import { registerAppPlugins, registerExternalPlugins } from './plugins';
import { answerRequestIds, requestIdOf } from './ops/request-id';
import { registerOperations } from './routes';
import { UPLOADS_PREFIX } from './storage/storage';
import { registerImages } from './storage/images';
import { rejectNonFiniteNumbers } from './validation/finite-numbers';
import { registerFormats, SERIALIZED_FORMATS } from './validation/formats';

/**
 * The route schemas' validator compiler, one per process: the schemas are the contract's constant objects
 * (server/generated/operations.ts) and ajv keeps what it compiled for each, so an app built again in the same process
 * (each API test file's server, each browser spec's site) reuses the validators instead of compiling every route anew
 * (0.4 s of the 0.65 s an app took to build).
 */
const ROUTE_VALIDATORS = AjvCompiler();

export async function buildApp(config: Config, database: Database, opts: { logStream?: NodeJS.WritableStream } = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      // In development the log is for a person: one readable line per event (pino-pretty); elsewhere JSON lines.
      ...(opts.logStream ? { stream: opts.logStream } : config.env === 'development' ? { stream: pretty({ colorize: true, translateTime: 'HH:MM:ss', ignore: 'pid,hostname,reqId,method,path,status,ms', singleLine: true }) } : {}),
      // Tokens and passwords never reach a log line.
      redact: { paths: ['req.headers.authorization', 'req.headers.cookie', 'body.password', 'body.token'], censor: '[redacted]' },
    },
    // One line per API call, written when it is answered (below), instead of Fastify's two per request of any kind.
    logController: new LogController({ disableRequestLogging: true }),
    // The contract's own formats (link, site-path: the URL policy) on the route schemas' ajv, as on the records service's.
    ajv: { customOptions: { removeAdditional: false, coerceTypes: 'array', useDefaults: true, allErrors: false }, plugins: [registerFormats] },
    // The serialisers' ajv only picks a response's oneOf/anyOf branch: it knows these formats and checks none of them.
    serializerOpts: { ajv: { formats: SERIALIZED_FORMATS } },
    schemaController: { compilersFactory: { buildValidator: ROUTE_VALIDATORS } },
    bodyLimit: 1024 * 1024,
    // A path holds up to 100 comma-separated ids of up to 16 digits (the contract's RecordId): 1,699 characters.
    routerOptions: { maxParamLength: 2048 },
    // The router's refusals in the API's one error shape (they never reach the error handler).
    frameworkErrors: (err, _request, reply) =>
      void (reply as FastifyReply)
        .code(err.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 414 : 400)
        .send({ error: true, message: err.code === 'FST_ERR_MAX_PARAM_LENGTH' ? API_MESSAGES.pathTooLong : API_MESSAGES.badUrl }),
    // X-Forwarded-For is believed only from the proxies TRUST_PROXY names: otherwise anyone could pick their address.
    trustProxy: config.trustProxy,
    // The caller's X-Request-Id when it looks like one, else a new one: every log line of the request carries it.
    genReqId: requestIdOf,
    requestIdHeader: false,
    // While stopping, a new request is refused in the API's error shape (server/ops/shutdown.ts), not Fastify's.
    return503OnClosing: false,
  });
  answerRequestIds(app);
  // The layers (server/plugins): what the app talks to, then its own services on them, each with its dependencies.
  await registerExternalPlugins(app, config, database);
  // Objects in a bucket are served from its own origin: pages may show them.
  const mediaOrigins = app.storage.publicOrigin ? [app.storage.publicOrigin] : [];
  registerErrorHandler(app);
  rejectNonFiniteNumbers(app);

  registerSecurityHeaders(app, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:', ...mediaOrigins],
        mediaSrc: ["'self'", 'blob:', 'https:', ...mediaOrigins],
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'"],
        connectSrc: ["'self'"],
        frameSrc: ["'self'", 'https:'],
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  // One log line per API call (method, path, status, time), and per failed page or file; a served page or file is
  // not logged. The query string is left out: a link's token or an OAuth code may be in it.
  app.addHook('onResponse', async (request, reply) => {
    const path = request.url.split('?')[0];
    if (!path.startsWith('/v1/') && reply.statusCode < 400) return;
    const ms = Math.round(reply.elapsedTime);
    request.log.info({ method: request.method, path, status: reply.statusCode, ms }, `${request.method} ${path} ${reply.statusCode} ${ms} ms`);
  });
  // API answers may carry tokens and personal data: no browser or shared cache keeps them (ASVS 8.2.1).
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.url.startsWith('/v1/') && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    return payload;
  });
  await app.register(fastifyCookie, { secret: config.jwtSecret });
  const maxUpload = Math.max(config.uploadLimits.imageBytes, config.uploadLimits.videoBytes, config.ai.audioBytes);
  // preservePath: the name as the client sent it, so a name carrying a path is refused rather than trimmed.
  await app.register(fastifyMultipart, { preservePath: true, limits: { fileSize: maxUpload, files: 1, fields: 0, parts: 1 } });
  await registerAppPlugins(app);

  // The contract's operations, each behind the guard of its x-access (server/plugins/app/guard.ts).
  registerOperations(app, operationHandlers(app), config.projectId);


  // Uploaded files, as files (never rendered as a page of this origin). The folder is made at boot, so a new
  // install serves (and 404s) from it before its first upload instead of warning that it is missing.
  if (!config.s3) mkdirSync(config.uploadDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: config.uploadDir,
    prefix: UPLOADS_PREFIX,
    decorateReply: false,
    index: false,
    // No upload's name starts with a dot; the pictures' kept copies (a dot folder: server/storage/images.ts) are not files here.
    dotfiles: 'ignore',
    maxAge: '7d',
    setHeaders: (res) => {
      res.header('x-content-type-options', 'nosniff');
      res.header('content-security-policy', "default-src 'none'; media-src 'self'; img-src 'self'; sandbox");
    },
  });

  // Uploaded pictures at the widths pages ask for (srcset).
  registerImages(app);

  // The web app (after `npm run build`), with the SPA fallback for client-side routes.
  const dist = config.webDist;
  if (dist && existsSync(join(dist, 'index.html'))) {
    // The build writes .br and .gz beside each text file (vite.config.ts); the one the browser accepts is sent.
    await app.register(fastifyStatic, {
      root: dist,
      wildcard: false,
      index: false,
      maxAge: '1y',
      immutable: true,
      preCompressed: true,
      // The server-rendering entry (dist/ssr/) is the server's code, not a file of the site.
      allowedPath: (path) => !/^\/ssr(\/|$)/.test(path),
      // The service worker and index.html name the build: always asked again (the hashed assets never change).
      setHeaders: (res, path) => {
        if (/(^|[\\/])(sw\.js|index\.html)$/.test(path)) res.header('cache-control', 'no-cache');
      },
    });
  }
  registerSiteFiles(app);
  // The storefront's open pages, drawn here with their head for search engines and previews (server/pages).
  const sitePages = await registerSitePages(app, dist);
  const adminResources = Object.keys(ADMIN_REST_RESOURCES);
  app.setNotFoundHandler((request, reply) => {
    // Pages get the app: 200 for an address of the page table (src/config/pages.ts), 404 for any other (the app draws
    // its not-found page there). API paths and missing files (a path with an extension) get a 404 answer.
    const path = request.url.split('?')[0];
    const isAsset = /\.[a-z0-9]+$/i.test(path);
    if (dist && (request.method === 'GET' || request.method === 'HEAD') && !path.startsWith('/v1/') && !isAsset) {
      if (sitePages && !isSitePage(path, adminResources)) return sitePages.send(request, reply, null);
      return reply
        .code(isSitePage(path, adminResources) ? 200 : 404)
        .header('cache-control', 'no-cache')
        .sendFile('index.html', dist, { maxAge: 0, immutable: false });
    }
    return reply.code(404).send({ error: true, message: API_MESSAGES.notFound });
  });
  return app;
}
