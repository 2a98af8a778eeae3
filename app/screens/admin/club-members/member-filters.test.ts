import { describe, expect, it } from 'vitest';
import { clubMembers } from '@fixtures/club-members';
import type { ClubMember } from '@domain/membership';
import { actionsFor, membersIn, pendingLine, readMemberStatusView } from './member-filters';

const emails = (members: ClubMember[]) => members.map((member) => member.email);
const member = (patch: Partial<ClubMember>): ClubMember => ({ ...clubMembers[0]!, ...patch });

describe('the club members filters', () => {
  it('let every member through by default', () => {
    expect(membersIn(clubMembers, { tier: 'all', status: 'all', query: '' })).toHaveLength(4);
  });

  it('filter by tier, status and a part of the e-mail, together', () => {
    const smokeMasters = membersIn(clubMembers, { tier: 'smoke-master', status: 'all', query: '' });
    expect(emails(smokeMasters)).toEqual(['casey.smoke@example.com', 'morgan.ribs@example.com']);
    expect(
      emails(membersIn(clubMembers, { tier: 'smoke-master', status: 'ended', query: '' })),
    ).toEqual(['morgan.ribs@example.com']);
    expect(
      emails(membersIn(clubMembers, { tier: 'all', status: 'all', query: 'BRISKET' })),
    ).toEqual(['riley.brisket@example.com']);
  });

  it('read an unknown status as every member', () => {
    expect(readMemberStatusView('sleeping')).toBe('all');
    expect(readMemberStatusView('paused')).toBe('paused');
  });
});

describe('a member’s row', () => {
  it('says what the next renewal does', () => {
    expect(pendingLine(member({ pendingChange: null }))).toBeNull();
    expect(pendingLine(member({ pendingChange: 'pause' }))).toBe('Pauses Jan 2, 2025');
    expect(pendingLine(member({ pendingChange: 'cancel' }))).toBe('Ends Jan 2, 2025');
    expect(
      pendingLine(member({ pendingChange: 'tier:pit-master', pendingTierName: 'Pit Master' })),
    ).toBe('Moves to Pit Master Jan 2, 2025');
  });

  it('offers only the changes that change something', () => {
    expect(actionsFor(member({}))).toEqual({ pause: true, resume: false, cancel: true });
    expect(actionsFor(member({ pendingChange: 'pause' }))).toEqual({
      pause: false,
      resume: true,
      cancel: true,
    });
    expect(actionsFor(member({ status: 'paused' }))).toEqual({
      pause: false,
      resume: true,
      cancel: true,
    });
    expect(actionsFor(member({ status: 'paused', pendingChange: 'resume' }))).toEqual({
      pause: false,
      resume: false,
      cancel: true,
    });
    expect(actionsFor(member({ status: 'ended' }))).toEqual({
      pause: false,
      resume: false,
      cancel: false,
    });
  });
});
