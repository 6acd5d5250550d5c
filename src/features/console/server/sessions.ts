/** Open operator sessions for the Sessions page (never their tokens). */
import 'server-only';
import { and, desc, eq, gt, ne } from 'drizzle-orm';
import type { Database } from '@/server/db';
import { operators, operatorSessions } from '@/features/console/tables';

export interface OperatorSessionRow {
  id: string;
  userId: string;
  email: string;
  ipAddress: string | null;
  userAgent: string | null;
  createdAt: Date;
  expiresAt: Date;
}

export async function openSessions(db: Database, scope: { of: string } | { except: string }): Promise<OperatorSessionRow[]> {
  return db
    .select({
      id: operatorSessions.id,
      userId: operatorSessions.userId,
      email: operators.email,
      ipAddress: operatorSessions.ipAddress,
      userAgent: operatorSessions.userAgent,
      createdAt: operatorSessions.createdAt,
      expiresAt: operatorSessions.expiresAt,
    })
    .from(operatorSessions)
    .innerJoin(operators, eq(operators.id, operatorSessions.userId))
    .where(and(gt(operatorSessions.expiresAt, new Date()), 'of' in scope ? eq(operatorSessions.userId, scope.of) : ne(operatorSessions.userId, scope.except)))
    .orderBy(desc(operatorSessions.createdAt));
}
