import type { ClubMember, ClubMemberList, MemberAdminAction } from '@domain/membership';
import { api } from './api';

/** Every club member, newest first, with the club's totals (admins; /api/memberships). */
export const listClubMembers = () => api<ClubMemberList>('/memberships', { signedIn: true });

/** Pauses, resumes or cancels a member's membership at its next renewal; rejects with the reason. */
export const changeClubMember = (member: Pick<ClubMember, 'sub'>, action: MemberAdminAction) =>
  api<ClubMember>(`/memberships/${encodeURIComponent(member.sub)}/${action}`, {
    method: 'POST',
    signedIn: true,
  });
