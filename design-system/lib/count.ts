const countFormat = new Intl.NumberFormat('en-US');

/** 4567 → '4,567'. */
export function formatCount(value: number): string {
  return countFormat.format(value);
}

/** '1 reply', '12 replies', '1,204 posts': the count, then the word that agrees with it. */
export function countOf(value: number, singular: string, plural = `${singular}s`): string {
  return `${formatCount(value)} ${value === 1 ? singular : plural}`;
}
