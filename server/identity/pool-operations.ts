/**
 * The user-pool operations the store server calls (server/identity/directory.ts): its IAM
 * permissions on a real pool are exactly these (amplify/backend.ts).
 */
export const directoryOperations = [
  'ListUsers',
  'ListUsersInGroup',
  'AdminListGroupsForUser',
  'AdminCreateUser',
  'AdminAddUserToGroup',
  'AdminRemoveUserFromGroup',
  'AdminUpdateUserAttributes',
  'AdminEnableUser',
  'AdminDisableUser',
  'AdminDeleteUser',
] as const;
