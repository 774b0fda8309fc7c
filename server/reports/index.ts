/** Reports for the desk's admins (docs/api.md "Reports (desk, admin)"). */
export { ReportService, encodeCursor, decodeCursor } from './service';
export type { ReportDeps } from './service';
export { localDays, localDate, parseDate } from './days';
export type { LocalDay } from './days';
