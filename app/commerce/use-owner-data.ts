import { useEffect } from 'react';
import { useRevalidator } from 'react-router-dom';
import { useAuth } from '../auth/auth-store';
import { ownerIdOf } from './owner';

/**
 * For a route whose loader read one owner's data (`ownerId`, from resolveOwnerId): when
 * someone signs in or out meanwhile, its loaders run again for the new owner.
 */
export function useReadAgainForNewOwner(ownerId: string): void {
  const account = useAuth((state) => state.account);
  const authStatus = useAuth((state) => state.status);
  const { revalidate } = useRevalidator();
  const currentOwnerId = ownerIdOf({ account });
  useEffect(() => {
    if (authStatus !== 'unknown' && currentOwnerId !== ownerId) void revalidate();
  }, [authStatus, currentOwnerId, ownerId, revalidate]);
}
