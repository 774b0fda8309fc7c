/**
 * Reports for admins (docs/api.md "Reports (desk, admin)"): the figures of a range of local days
 * and the conversations behind each. Admin only (403 for agents); strict bodies; a bad date, a
 * range ending before it starts or longer than ReportLimits.maxDays days is a 400 naming the field.
 * The CSV files are made by the desk from these same answers (docs/desk.md "Reports").
 */
import type { FastifyInstance } from 'fastify';
import { ReportMetric } from '../../../protocol';
import type { ReportDrillQuery, ReportRange } from '../../../protocol';
import type { Services } from '../../services';
import { body, deskPost, id64, str } from './desk-schema';

const date = { type: 'string', minLength: 10, maxLength: 10, pattern: '^\\d{4}-\\d{2}-\\d{2}$' } as const;
const range = { from: date, to: date, channelId: id64 };
const metric = { type: 'string', enum: Object.values(ReportMetric) } as const;

export async function deskReportRoutes(app: FastifyInstance, services: Services): Promise<void> {
  const { reports } = services;
  const admin = { admin: true };
  deskPost<ReportRange>(app, services, 'admin/reports/summary', body(range, ['from', 'to']), (b, p) => reports.summary(p.tenantId, b), admin);
  deskPost<ReportDrillQuery>(app, services, 'admin/reports/drill', body({ ...range, metric, key: str(200, 1), cursor: str(200, 1) }, ['from', 'to', 'metric']),
    (b, p) => reports.drill(p.tenantId, b), admin);
}
