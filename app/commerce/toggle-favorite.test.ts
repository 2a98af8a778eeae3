import { describe, expect, it } from 'vitest';
import type { ShowToastOptions } from '../../design-system/primitives/Toast/toast-queue';
import type { FavoriteToggle, NewFavorite } from '../state/favorites-store';
import { toggleFavorite } from './toggle-favorite';

const ribs: NewFavorite = {
  type: 'recipe',
  refId: 'ribs',
  name: 'Ribs',
  category: 'Pork',
  image: '',
};

function recorder(outcome: FavoriteToggle) {
  const toasts: ShowToastOptions[] = [];
  return {
    toasts,
    deps: { toggle: () => outcome, notify: (t: ShowToastOptions) => toasts.push(t) },
  };
}

describe('toggleFavorite', () => {
  it('says why nothing was saved when the favourites are full', () => {
    const { toasts, deps } = recorder('full');
    expect(toggleFavorite(ribs, {}, deps)).toBe('full');
    expect(toasts).toEqual([
      {
        title: 'Favorites are full',
        description: 'You can save up to 500 favorites. Remove one to save another.',
        tone: 'error',
      },
    ]);
  });

  it('confirms a save or a removal only when asked (the heart says it on cards)', () => {
    const quiet = recorder('saved');
    toggleFavorite(ribs, {}, quiet.deps);
    expect(quiet.toasts).toEqual([]);
    const saved = recorder('saved');
    toggleFavorite(ribs, { confirm: true }, saved.deps);
    expect(saved.toasts).toEqual([
      { title: 'Saved to favorites', description: 'Ribs', tone: 'success' },
    ]);
    const removed = recorder('removed');
    toggleFavorite(ribs, { confirm: true }, removed.deps);
    expect(removed.toasts[0]?.title).toBe('Removed from favorites');
  });
});
