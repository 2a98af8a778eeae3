/**
 * React Aria announces some changes (a button turning pending, a number stepping) through a
 * hidden live region at the top of <body>. An announcement can point at its element by id,
 * and once that element is gone (a dialog closed, a step changed) the label dangles until it
 * expires, which axe rejects. Stories start with it empty, and clear it after such a step.
 */
export function clearLiveAnnouncer(): void {
  for (const region of document.querySelectorAll('[data-live-announcer] [aria-live]')) {
    region.replaceChildren();
  }
}
