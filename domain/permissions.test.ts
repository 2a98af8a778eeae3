import { describe, expect, it } from 'vitest';
import { consoleGroupsFor } from './permissions';

describe('consoleGroupsFor', () => {
  it('lets editors open the console, recipes and site content; the rest is the admin’s', () => {
    for (const path of ['/admin-console', '/admin/recipes', '/admin/content', '/admin/content/']) {
      expect(consoleGroupsFor(path), path).toEqual(['admin', 'editor']);
    }
    for (const path of ['/admin', '/admin/settings', '/admin/club-members']) {
      expect(consoleGroupsFor(path), path).toEqual(['admin']);
    }
  });
});
