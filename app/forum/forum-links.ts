import { CalendarDays, ChefHat, Flame, Wrench, type LucideIcon } from 'lucide-react';

/** The icon each forum category shows on its card, by slug. */
export const forumCategoryIcons: Readonly<Record<string, LucideIcon>> = {
  'smoking-techniques': Flame,
  'recipe-sharing': ChefHat,
  'equipment-reviews': Wrench,
  'member-meetups': CalendarDays,
};

export const forumThreadPath = (threadId: string) => `/forum/thread/${threadId}`;
export const forumCategoryPath = (categoryId: string) => `/forum/category/${categoryId}`;
export const newThreadPath = (categoryId?: string) =>
  categoryId ? `/forum/new?category=${encodeURIComponent(categoryId)}` : '/forum/new';
