/**
 * better-auth, configured for the console: e-mail and password only, no sign-up, sessions in our database (Drizzle
 * adapter over src/server/db), cookies HttpOnly, SameSite=Strict, limited to /admin and Secure on https. Its HTTP
 * routes are not mounted: the console's server actions call its API, so nothing of it is reachable from outside.
 */
import 'server-only';
import { betterAuthLogger } from '@/server/log-bridges';
import { appLogger } from '@/server/logger';
import { randomUUID } from 'node:crypto';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { nextCookies } from 'better-auth/next-js';
import { eq } from 'drizzle-orm';
import type { Database } from '@/server/db';
import { operatorAccounts, operators, operatorSessions, operatorVerifications } from '@/features/console/tables';
import { hashPassword, PASSWORD_MAX_LENGTH, verifyPassword } from './password';

/** Where the session cookie is sent: the console only, never the public site. */
export const CONSOLE_COOKIE_PATH = '/admin';
export const SESSION_LIFETIME_S = 12 * 60 * 60;

export interface OperatorAuthOptions {
  db: Database;
  secret: string;
  /** The site's public origin (SITE_URL): https makes the cookie Secure (and __Secure- prefixed). */
  siteUrl: string;
  /** Add Next's cookie bridge (server actions); tests calling the API directly leave it out. */
  next?: boolean;
}

export function createOperatorAuth({ db, secret, siteUrl, next = true }: OperatorAuthOptions) {
  const origin = new URL(siteUrl).origin;
  return betterAuth({
    appName: 'Darko Digital console',
    baseURL: origin,
    basePath: '/admin/auth',
    secret,
    trustedOrigins: [origin],
    telemetry: { enabled: false },
    // Its messages as JSON lines in the site's log, not coloured text of its own.
    logger: betterAuthLogger(appLogger('auth')),
    // Throttling and lockout are ours (sign-in-throttle.ts): per e-mail and per IP, in Redis when configured.
    rateLimit: { enabled: false },
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: { user: operators, session: operatorSessions, account: operatorAccounts, verification: operatorVerifications },
    }),
    user: {
      additionalFields: {
        role: { type: 'string', required: false, defaultValue: 'member', input: false },
        disabledAt: { type: 'date', required: false, input: false },
      },
    },
    emailAndPassword: {
      enabled: true,
      disableSignUp: true,
      autoSignIn: false,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      // Sign-in accepts what was stored; the policy is checked where passwords are set (the CLI).
      minPasswordLength: 1,
      password: { hash: hashPassword, verify: verifyPassword },
    },
    session: { expiresIn: SESSION_LIFETIME_S, updateAge: 60 * 60 },
    databaseHooks: {
      session: {
        create: {
          // A disabled operator gets no new session, whatever the password says.
          async before(session) {
            const [user] = await db.select({ disabledAt: operators.disabledAt }).from(operators).where(eq(operators.id, session.userId));
            if (!user || user.disabledAt) return false;
            return { data: session };
          },
        },
      },
    },
    advanced: {
      cookiePrefix: 'console',
      useSecureCookies: origin.startsWith('https:'),
      defaultCookieAttributes: { httpOnly: true, sameSite: 'strict', path: CONSOLE_COOKIE_PATH },
      // The console passes the client address it computed (src/server/client-ip.ts) in this header.
      ipAddress: { ipAddressHeaders: ['x-console-client-ip'] },
      database: { generateId: () => randomUUID() },
    },
    plugins: next ? [nextCookies()] : [],
  });
}

export type OperatorAuth = ReturnType<typeof createOperatorAuth>;
