import type { ForumReportEntry } from '@domain/forum-schemas';

/** The status chips: open reports (the default), resolved ones, or every report. */
export const reportViews = [
  { id: 'open', label: 'Open' },
  { id: 'resolved', label: 'Resolved' },
  { id: 'all', label: 'All' },
] as const;
export type ReportView = (typeof reportViews)[number]['id'];

export function readReportView(value: string | null): ReportView {
  return reportViews.some((view) => view.id === value) ? (value as ReportView) : 'open';
}

export function reportsIn(reports: readonly ForumReportEntry[], view: ReportView) {
  if (view === 'all') return [...reports];
  return reports.filter((report) => (report.status === 'open') === (view === 'open'));
}

/** What the report is about, as the table names it: 'Thread' or 'Reply'. */
export const postKindOf = (report: ForumReportEntry) => (report.replyId ? 'Reply' : 'Thread');
