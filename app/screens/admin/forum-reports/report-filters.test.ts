import { describe, expect, it } from 'vitest';
import { forumReports } from '@fixtures/forum-reports';
import { postKindOf, readReportView, reportsIn } from './report-filters';

describe('forum report views', () => {
  it('shows open reports unless the URL asks for resolved or all', () => {
    expect(readReportView(null)).toBe('open');
    expect(readReportView('nonsense')).toBe('open');
    expect(readReportView('resolved')).toBe('resolved');
    expect(readReportView('all')).toBe('all');
  });

  it('splits open from resolved (dismissed or post deleted)', () => {
    const open = reportsIn(forumReports, 'open');
    const resolved = reportsIn(forumReports, 'resolved');
    expect(open.every((report) => report.status === 'open')).toBe(true);
    expect(resolved.map((report) => report.status).sort()).toEqual(['dismissed', 'removed']);
    expect(open.length + resolved.length).toBe(reportsIn(forumReports, 'all').length);
  });

  it('names a reply report and a thread report', () => {
    expect(forumReports.map(postKindOf)).toContain('Reply');
    expect(forumReports.map(postKindOf)).toContain('Thread');
  });
});
