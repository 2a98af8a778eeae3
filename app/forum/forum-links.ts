import { CalendarDays, ChefHat, Flame, Wrench, type LucideIcon } from 'lucide-react';

/** The icon each forum category shows on its card, by slug. */
export const forumCategoryIcons: Readonly<Record<string, LucideIcon>> = {
  'smoking-techniques': Flame,
  'recipe-sharing': ChefHat,
  'equipment-reviews': Wrench,
  'member-meetups': CalendarDays,
};
