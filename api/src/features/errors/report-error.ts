import type { ErrorReportBody } from '@league/shared-rules/contracts';
import type { Repositories } from '../../db/repositories';
import type { Logger } from '../../logger';

/** Who sent a report: the verified token's user (null for visitors) and the client IP. */
export interface ReportSender {
  userId: number | null;
  ip: string | null;
}

/**
 * POST /errors: stores a client error report (kept 30 days) and logs it as one structured line so
 * it shows up next to the server's own logs. The stack goes to the database only: it can be 16 kB.
 */
export async function reportClientError(
  deps: { repos: Repositories; logger: Logger; now: Date },
  body: ErrorReportBody,
  sender: ReportSender,
): Promise<{ ok: true }> {
  const id = await deps.repos.errorReports.insert({
    message: body.message,
    code: body.code ?? null,
    status: body.status ?? null,
    stack: body.stack ?? null,
    url: body.url ?? null,
    request: body.request ?? null,
    userAgent: body.userAgent ?? null,
    client_timestamp: body.timestamp ?? null,
    userid: sender.userId,
    ip: sender.ip,
    created_at: deps.now,
  });
  deps.logger.warn('client error report', {
    reportId: id,
    message: body.message.slice(0, 500),
    code: body.code,
    status: body.status,
    request: body.request,
    url: body.url,
    userId: sender.userId,
    ip: sender.ip,
  });
  return { ok: true };
}
