import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { z } from 'zod';

const booleanFromEnv = z.enum(['true', 'false', '1', '0']).transform((value) => value === 'true' || value === '1');

const optionalUrl = z.url().optional();

/** Where a provider's endpoints live (a local stand-in in the tests): an http(s) origin, kept without a trailing slash. */
const baseUrl = z.url({ protocol: /^https?$/, error: 'phải là URL http(s)://, ví dụ https://graph.facebook.com' }).transform((value) => value.replace(/\/+$/, ''));

/** A VAPID key as web-push expects it: unpadded base64url of `bytes` bytes (65 for the public point, 32 for the private scalar). */
const vapidKey = (bytes: number) =>
  z
    .string()
    .regex(/^[A-Za-z0-9_-]+$/, 'phải là base64url')
    .refine((key) => Buffer.from(key, 'base64url').length === bytes, `phải là ${bytes} byte mã hóa base64url (tạo bằng npx web-push generate-vapid-keys)`)
    .optional();

/** An IP address or a CIDR range (10.0.0.0/8, fd00::/8). */
function isIpOrCidr(value: string): boolean {
  const [address, prefix, ...rest] = value.split('/');
  const version = net.isIP(address);
  if (!version || rest.length) return false;
  return prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128));
}

/** PEM text as is; anything else is a path to a PEM file. */
function readPem(value: string): string {
  return value.includes('-----BEGIN') ? value.replace(/\\n/g, '\n') : fs.readFileSync(value, 'utf8');
}

/** Comma-separated proxy addresses; an empty list trusts nobody. */
const proxyList = z
  .string()
  .transform((value) =>
    value
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean),
  )
  .refine((parts) => parts.every(isIpOrCidr), 'phải là danh sách IP hoặc CIDR cách nhau bởi dấu phẩy, ví dụ 127.0.0.1,10.0.0.0/8');

/** Every setting the API reads from the environment, validated once at start. */
export const appConfigSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    HOST: z.string().default('127.0.0.1'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    DATABASE_URL: z.string().regex(/^mysql:\/\/.+\/.+/, 'phải có dạng mysql://user:password@host:port/database'),
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(20),
    DATA_DIR: z.string().default(path.resolve(__dirname, '../../../.data')),
    PWA_DIST: z.string().default(path.resolve(__dirname, '../../../pwa/dist')),
    PUBLIC_URL: z.url().optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    JWT_SECRET: z.string().min(32, 'phải dài ít nhất 32 ký tự'),
    ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(30).max(86_400).default(900),
    REFRESH_TOKEN_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
    VERIFY_EMAIL_TTL_HOURS: z.coerce.number().int().min(1).max(720).default(24),
    RESET_PASSWORD_TTL_MINUTES: z.coerce.number().int().min(5).max(1440).default(60),
    VERIFICATION_RESEND_INTERVAL_SECONDS: z.coerce.number().int().min(0).default(60),
    COOKIE_SECURE: booleanFromEnv.optional(),
    RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(10),
    // Peers whose X-Forwarded-For is believed (the client IP that rate limits count by). Unset: none.
    TRUST_PROXY: proxyList.optional(),
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, 'phải có dạng smtp://user:pass@host:port')
      .optional(),
    MAIL_FROM: z.string().default('Học viện Marketing <no-reply@hocvienmarketing.vn>'),
    DEV_MAILBOX: booleanFromEnv.default(false),
    // DKIM signature of every mail (docs/email-marketing.md): the key as PEM text or a path to a PEM file.
    DKIM_DOMAIN: z
      .string()
      .regex(/^[a-z0-9.-]+\.[a-z]{2,}$/i, 'phải là tên miền, ví dụ hocvienmarketing.vn')
      .optional(),
    DKIM_SELECTOR: z
      .string()
      .regex(/^[a-z0-9._-]+$/i, 'chỉ gồm chữ, số, dấu chấm, gạch ngang')
      .optional(),
    DKIM_PRIVATE_KEY: z.string().optional(),
    // Signs the mail provider's bounce and complaint calls (X-Mail-Signature: t=..,v1=HMAC-SHA256).
    MAIL_WEBHOOK_SECRET: z.string().min(16, 'phải dài ít nhất 16 ký tự').optional(),
    // Who sends the advertising mail, shown in every marketing mail's footer (Nghị định 91/2020/NĐ-CP).
    MARKETING_SENDER_NAME: z.string().default('Công ty TNHH Học viện Marketing'),
    MARKETING_SENDER_ADDRESS: z.string().default('Tầng 5, 123 Nguyễn Trãi, Thanh Xuân, Hà Nội'),
    MARKETING_SENDER_EMAIL: z.email().default('hotro@hocvienmarketing.vn'),
    // How many marketing mails one worker sends at once over the SMTP pool.
    MARKETING_SEND_CONCURRENCY: z.coerce.number().int().min(1).max(50).default(8),
    // A campaign whose mails the SMTP server did not take this many times in a row is paused (the admin resumes it).
    MARKETING_MAX_CONSECUTIVE_SEND_ERRORS: z.coerce.number().int().min(1).max(10_000).default(5),
    JOBS_ENABLED: booleanFromEnv.default(true),
    // With several API processes: the shared store of rate-limit counters and the channel that tells
    // every process of a paid order or a changed catalogue. Unset: one process, all in memory.
    REDIS_URL: z
      .string()
      .regex(/^rediss?:\/\/.+/, 'phải có dạng redis://host:port')
      .optional(),
    // Keeps several apps (or test runs) on one Redis apart.
    REDIS_PREFIX: z
      .string()
      .regex(/^[\w:.-]{1,40}$/, 'chỉ gồm chữ, số và : . - _')
      .default('hvm:'),
    // How long a stopping process waits for the requests in flight before it closes anyway.
    SHUTDOWN_GRACE_SECONDS: z.coerce.number().int().min(1).max(600).default(20),
    JOBS_POLL_MS: z.coerce.number().int().min(50).default(500),
    // A worker process's niceness (0–19): on a box it shares with the API, the kernel gives the API's
    // requests the CPU first and the jobs and campaign sends what is left (bench:launch).
    WORKER_NICE: z.coerce.number().int().min(0).max(19).default(10),
    GOOGLE_CLIENT_ID: z.string().optional(),
    GOOGLE_CLIENT_SECRET: z.string().optional(),
    GOOGLE_AUTHORIZATION_URL: optionalUrl,
    GOOGLE_TOKEN_URL: optionalUrl,
    GOOGLE_USERINFO_URL: optionalUrl,
    // How long a call to Google or Facebook (code exchange, profile) may take before the sign-in is reported failed.
    OAUTH_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(120).default(10),
    FACEBOOK_APP_ID: z.string().optional(),
    FACEBOOK_APP_SECRET: z.string().optional(),
    // The login dialog is on www.facebook.com, the code exchange and /me on the Graph API, both under one Graph version.
    FACEBOOK_WWW_URL: baseUrl.default('https://www.facebook.com'),
    FACEBOOK_GRAPH_URL: baseUrl.default('https://graph.facebook.com'),
    FACEBOOK_GRAPH_VERSION: z
      .string()
      .regex(/^v\d+\.\d+$/, 'phải có dạng v23.0')
      .default('v23.0'),
    STORAGE_DRIVER: z.enum(['local', 's3']).default('local'),
    S3_ENDPOINT: optionalUrl,
    S3_PUBLIC_ENDPOINT: optionalUrl,
    S3_BUCKET: z.string().min(3).max(63).optional(),
    S3_REGION: z.string().default('us-east-1'),
    S3_ACCESS_KEY_ID: z.string().optional(),
    S3_SECRET_ACCESS_KEY: z.string().optional(),
    S3_FORCE_PATH_STYLE: booleanFromEnv.optional(),
    MEDIA_VIDEO_MAX_BYTES: z.coerce
      .number()
      .int()
      .min(1)
      .default(2 * 1024 ** 3),
    MEDIA_IMAGE_MAX_BYTES: z.coerce
      .number()
      .int()
      .min(1)
      .default(10 * 1024 ** 2),
    // Lecture resources (PDF, Office, ZIP): issue 31 asks for up to 100 MB each.
    MEDIA_DOCUMENT_MAX_BYTES: z.coerce
      .number()
      .int()
      .min(1)
      .default(100 * 1024 ** 2),
    // Offline downloads (docs/learning.md "Offline downloads"): devices per learner, bytes a day, how long a
    // downloaded lecture plays without going online, how long its file links work for the download itself.
    DOWNLOAD_DEVICE_LIMIT: z.coerce.number().int().min(1).max(20).default(3),
    DOWNLOAD_DAILY_BYTES: z.coerce
      .number()
      .int()
      .min(1)
      .default(5 * 1024 ** 3),
    DOWNLOAD_PERMISSION_DAYS: z.coerce.number().int().min(1).max(365).default(30),
    DOWNLOAD_LINK_TTL_SECONDS: z.coerce
      .number()
      .int()
      .min(300)
      .max(86_400)
      .default(6 * 3600),
    // How long a resource's download link works: enough to start the download, too short to share.
    RESOURCE_LINK_TTL_SECONDS: z.coerce.number().int().min(30).max(3600).default(300),
    // An upload that sends nothing for this long is answered 408 (a stalled client holds no request forever).
    UPLOAD_IDLE_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(600).default(10),
    MEDIA_SIGNING_SECRET: z.string().min(32, 'phải dài ít nhất 32 ký tự').optional(),
    // Seals licence keys and hosted-tool accounts in the database (docs/tools.md). Never change it once
    // keys are stored: they would no longer open.
    TOOL_ACCESS_SECRET: z.string().min(32, 'phải dài ít nhất 32 ký tự').optional(),
    // How long a tool download link works.
    TOOL_DOWNLOAD_URL_TTL_SECONDS: z.coerce.number().int().min(30).max(86_400).default(300),
    COURSE_ACCESS_TTL_MINUTES: z.coerce.number().int().min(5).max(1440).default(180),
    // Minimum similarity (face-match.ts: cosine of mean-centred faceres embeddings) for a face check to
    // pass. Calibrated with test/fixtures/faces/calibrate.mjs on photos shipped in npm packages
    // (10 photos of one man, 22 faces of other people, 45 same-person and 280 different-people pairs):
    // same person min 0.288, p10 0.392, median 0.506, max 0.828 (mostly small, blurry thumbnails);
    // different people min -0.197, median 0.001, p90 0.136, max 0.384. At 0.40: no stranger accepted,
    // 11% of same-person pairs refused (retry with a better photo). Fixtures: A1-A2 0.472, A-B 0.104.
    // (Raw cosine separates worse: same median 0.619 but strangers up to 0.601.)
    FACE_MATCH_THRESHOLD: z.coerce.number().min(0).max(1).default(0.4),
    PLAYBACK_URL_TTL_SECONDS: z.coerce.number().int().min(60).max(86_400).default(7200),
    FFMPEG_PATH: z.string().default('/usr/bin/ffmpeg'),
    FFPROBE_PATH: z.string().default('/usr/bin/ffprobe'),
    CATALOGUE_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(10),
    QUESTIONS_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(10),
    AFFILIATE_FIGURES_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(5),
    // The account customers transfer to (shown on /payment and encoded in the VietQR).
    BANK_BIN: z
      .string()
      .regex(/^\d{6}$/, 'phải là mã BIN NAPAS 6 chữ số')
      .default('970436'),
    BANK_NAME: z.string().default('Vietcombank'),
    BANK_ACCOUNT_NUMBER: z
      .string()
      .regex(/^[0-9A-Za-z]{1,19}$/, 'phải là 1-19 chữ hoặc số')
      .default('1023456789'),
    BANK_ACCOUNT_NAME: z.string().default('CONG TY TNHH HOC VIEN MARKETING'),
    SEPAY_API_KEY: z.string().min(16, 'phải dài ít nhất 16 ký tự').optional(),
    PAYMENT_DEMO_MODE: booleanFromEnv.default(false),
    ORDER_TTL_MINUTES: z.coerce.number().int().min(1).max(1440).default(30),
    DEPOSIT_MIN_AMOUNT: z.coerce.number().int().min(1000).default(10_000),
    DEPOSIT_MAX_AMOUNT: z.coerce.number().int().min(1000).default(500_000_000),
    INSTRUCTOR_REVENUE_SHARE_PERCENT: z.coerce.number().int().min(0).max(100).default(70),
    // Web Push. Without the key pair the API makes a temporary one at start (subscriptions then break
    // on every restart): `npm start` keeps a generated pair in .data/secrets.json.
    VAPID_PUBLIC_KEY: vapidKey(65),
    VAPID_PRIVATE_KEY: vapidKey(32),
    VAPID_SUBJECT: z
      .string()
      .regex(/^(mailto:.+@.+|https:\/\/.+)$/, 'phải có dạng mailto:email hoặc https://...')
      .default('mailto:admin@hocvienmarketing.vn'),
    // A PEM file of extra CAs trusted for push endpoints (a self-hosted push service, the tests' local one).
    PUSH_EXTRA_CA_CERTS: z.string().optional(),
  })
  .refine((env) => env.STORAGE_DRIVER !== 's3' || Boolean(env.S3_BUCKET), { path: ['S3_BUCKET'], message: 'bắt buộc khi STORAGE_DRIVER=s3' })
  // The mailbox shows anyone's reset link to anyone.
  .refine((env) => !(env.DEV_MAILBOX && env.NODE_ENV === 'production'), {
    path: ['DEV_MAILBOX'],
    message: 'không được bật khi NODE_ENV=production (ai cũng đọc được thư của mọi người)',
  })
  .refine((env) => [env.DKIM_DOMAIN, env.DKIM_SELECTOR, env.DKIM_PRIVATE_KEY].filter(Boolean).length % 3 === 0, {
    path: ['DKIM_PRIVATE_KEY'],
    message: 'DKIM_DOMAIN, DKIM_SELECTOR và DKIM_PRIVATE_KEY phải được đặt cùng nhau',
  })
  .refine((env) => Boolean(env.FACEBOOK_APP_ID) === Boolean(env.FACEBOOK_APP_SECRET), {
    path: ['FACEBOOK_APP_SECRET'],
    message: 'FACEBOOK_APP_ID và FACEBOOK_APP_SECRET phải được đặt cùng nhau',
  })
  .refine((env) => Boolean(env.VAPID_PUBLIC_KEY) === Boolean(env.VAPID_PRIVATE_KEY), {
    path: ['VAPID_PRIVATE_KEY'],
    message: 'VAPID_PUBLIC_KEY và VAPID_PRIVATE_KEY phải được đặt cùng nhau',
  })
  .transform((env) => {
    const publicUrl = (env.PUBLIC_URL ?? `http://${env.HOST === '0.0.0.0' ? '127.0.0.1' : env.HOST}:${env.PORT}`).replace(/\/$/, '');
    return {
      nodeEnv: env.NODE_ENV,
      host: env.HOST,
      port: env.PORT,
      databaseUrl: env.DATABASE_URL,
      databasePoolSize: env.DATABASE_POOL_SIZE,
      dataDir: path.resolve(env.DATA_DIR),
      pwaDist: path.resolve(env.PWA_DIST),
      publicUrl,
      logLevel: env.LOG_LEVEL,
      jwtSecret: env.JWT_SECRET,
      accessTokenTtlSeconds: env.ACCESS_TOKEN_TTL_SECONDS,
      refreshTokenTtlDays: env.REFRESH_TOKEN_TTL_DAYS,
      verifyEmailTtlHours: env.VERIFY_EMAIL_TTL_HOURS,
      resetPasswordTtlMinutes: env.RESET_PASSWORD_TTL_MINUTES,
      verificationResendIntervalSeconds: env.VERIFICATION_RESEND_INTERVAL_SECONDS,
      cookieSecure: env.COOKIE_SECURE ?? publicUrl.startsWith('https://'),
      rateLimitPerMinute: env.RATE_LIMIT_PER_MINUTE,
      trustProxy: env.TRUST_PROXY?.length ? env.TRUST_PROXY : false,
      catalogueCacheSeconds: env.CATALOGUE_CACHE_SECONDS,
      questionsCacheSeconds: env.QUESTIONS_CACHE_SECONDS,
      affiliateFiguresCacheSeconds: env.AFFILIATE_FIGURES_CACHE_SECONDS,
      uploadIdleTimeoutMs: env.UPLOAD_IDLE_TIMEOUT_SECONDS * 1000,
      oauthTimeoutMs: env.OAUTH_TIMEOUT_SECONDS * 1000,
      smtpUrl: env.SMTP_URL,
      mailFrom: env.MAIL_FROM,
      // Only when asked for (npm start, the tests), and only while mail stays in the local outbox.
      devMailbox: env.DEV_MAILBOX && !env.SMTP_URL,
      dkim:
        env.DKIM_DOMAIN && env.DKIM_SELECTOR && env.DKIM_PRIVATE_KEY
          ? { domainName: env.DKIM_DOMAIN, keySelector: env.DKIM_SELECTOR, privateKey: readPem(env.DKIM_PRIVATE_KEY) }
          : undefined,
      marketing: {
        // Signs the links of marketing mail (open, click, unsubscribe, preferences).
        linkSecret: crypto.createHmac('sha256', env.JWT_SECRET).update('hvm:email-links').digest('hex'),
        webhookSecret: env.MAIL_WEBHOOK_SECRET,
        sender: { name: env.MARKETING_SENDER_NAME, address: env.MARKETING_SENDER_ADDRESS, email: env.MARKETING_SENDER_EMAIL },
        sendConcurrency: env.MARKETING_SEND_CONCURRENCY,
        // Mails composed or on the wire at once: one on each connection's wire and the next composed
        // behind it. With one per connection, each connection stood idle from its server's answer until
        // the next mail was composed (bench:launch: the broadcast at half the bare pool's speed).
        mailsInFlight: env.MARKETING_SEND_CONCURRENCY * 2,
        maxConsecutiveSendErrors: env.MARKETING_MAX_CONSECUTIVE_SEND_ERRORS,
      },
      jobsEnabled: env.JOBS_ENABLED,
      redis: env.REDIS_URL ? { url: env.REDIS_URL, prefix: env.REDIS_PREFIX } : undefined,
      shutdownGraceMs: env.SHUTDOWN_GRACE_SECONDS * 1000,
      jobsPollMs: env.JOBS_POLL_MS,
      workerNice: env.WORKER_NICE,
      google:
        env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET
          ? {
              clientId: env.GOOGLE_CLIENT_ID,
              clientSecret: env.GOOGLE_CLIENT_SECRET,
              authorizationUrl: env.GOOGLE_AUTHORIZATION_URL,
              tokenUrl: env.GOOGLE_TOKEN_URL,
              userInfoUrl: env.GOOGLE_USERINFO_URL,
            }
          : undefined,
      storage:
        env.STORAGE_DRIVER === 's3'
          ? {
              driver: 's3' as const,
              s3: {
                bucket: env.S3_BUCKET!,
                region: env.S3_REGION,
                endpoint: env.S3_ENDPOINT,
                // Browsers get signed URLs on this host when the API reaches the store at another (an internal address).
                publicEndpoint: env.S3_PUBLIC_ENDPOINT,
                accessKeyId: env.S3_ACCESS_KEY_ID,
                secretAccessKey: env.S3_SECRET_ACCESS_KEY,
                // MinIO and most self-hosted stores need path-style addressing.
                forcePathStyle: env.S3_FORCE_PATH_STYLE ?? Boolean(env.S3_ENDPOINT),
              },
            }
          : { driver: 'local' as const },
      media: {
        videoMaxBytes: env.MEDIA_VIDEO_MAX_BYTES,
        imageMaxBytes: env.MEDIA_IMAGE_MAX_BYTES,
        documentMaxBytes: env.MEDIA_DOCUMENT_MAX_BYTES,
        resourceLinkTtlSeconds: env.RESOURCE_LINK_TTL_SECONDS,
        // Derived so a deployment with only JWT_SECRET still has a distinct key for media URLs.
        signingSecret: env.MEDIA_SIGNING_SECRET ?? crypto.createHmac('sha256', env.JWT_SECRET).update('hvm:media-playback-signing').digest('hex'),
        playbackUrlTtlSeconds: env.PLAYBACK_URL_TTL_SECONDS,
        ffmpegPath: env.FFMPEG_PATH,
        ffprobePath: env.FFPROBE_PATH,
      },
      downloads: {
        deviceLimit: env.DOWNLOAD_DEVICE_LIMIT,
        dailyBytes: env.DOWNLOAD_DAILY_BYTES,
        permissionDays: env.DOWNLOAD_PERMISSION_DAYS,
        linkTtlSeconds: env.DOWNLOAD_LINK_TTL_SECONDS,
      },
      tools: {
        // Derived when unset so a local install works; production sets its own and keeps it.
        accessSecret: env.TOOL_ACCESS_SECRET ?? crypto.createHmac('sha256', env.JWT_SECRET).update('hvm:tool-access').digest('hex'),
        downloadUrlTtlSeconds: env.TOOL_DOWNLOAD_URL_TTL_SECONDS,
      },
      learning: {
        // What a passed face check buys: a course access token, signed with a key of its own.
        courseAccessSecret: crypto.createHmac('sha256', env.JWT_SECRET).update('hvm:course-access').digest('hex'),
        courseAccessTtlSeconds: env.COURSE_ACCESS_TTL_MINUTES * 60,
        faceMatchThreshold: env.FACE_MATCH_THRESHOLD,
      },
      payments: {
        bank: { bin: env.BANK_BIN, name: env.BANK_NAME, accountNumber: env.BANK_ACCOUNT_NUMBER, accountName: env.BANK_ACCOUNT_NAME },
        // Derived when unset so a local install works; production sets the key SePay is configured with.
        sepayApiKey: env.SEPAY_API_KEY ?? crypto.createHmac('sha256', env.JWT_SECRET).update('hvm:sepay-webhook').digest('hex'),
        demoMode: env.PAYMENT_DEMO_MODE,
        orderTtlMinutes: env.ORDER_TTL_MINUTES,
        depositMinAmount: env.DEPOSIT_MIN_AMOUNT,
        depositMaxAmount: env.DEPOSIT_MAX_AMOUNT,
        instructorRevenueSharePercent: env.INSTRUCTOR_REVENUE_SHARE_PERCENT,
      },
      push: {
        vapidKeys: env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY ? { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY } : undefined,
        subject: env.VAPID_SUBJECT,
        extraCaCertsFile: env.PUSH_EXTRA_CA_CERTS,
      },
      facebook:
        env.FACEBOOK_APP_ID && env.FACEBOOK_APP_SECRET
          ? {
              clientId: env.FACEBOOK_APP_ID,
              clientSecret: env.FACEBOOK_APP_SECRET,
              dialogUrl: `${env.FACEBOOK_WWW_URL}/${env.FACEBOOK_GRAPH_VERSION}/dialog/oauth`,
              tokenUrl: `${env.FACEBOOK_GRAPH_URL}/${env.FACEBOOK_GRAPH_VERSION}/oauth/access_token`,
              profileUrl: `${env.FACEBOOK_GRAPH_URL}/${env.FACEBOOK_GRAPH_VERSION}/me`,
            }
          : undefined,
    };
  });

export type AppConfig = z.output<typeof appConfigSchema>;

/** Injection token of the validated configuration. */
export const APP_CONFIG = Symbol('APP_CONFIG');

export class InvalidConfigError extends Error {}

/** Parses the environment; on bad values throws one error naming every variable at fault. */
export function loadAppConfig(env: NodeJS.ProcessEnv): AppConfig {
  const parsed = appConfigSchema.safeParse(env);
  if (parsed.success) return parsed.data;
  const lines = parsed.error.issues.map((issue) => `  - ${issue.path.join('.') || '(env)'}: ${issue.message}`);
  throw new InvalidConfigError(`Cấu hình không hợp lệ, API không khởi động:\n${lines.join('\n')}`);
}
