// The swipe slider of the visual review report. A classic script, not a module: Chromium runs
// classic scripts from file://, so the report works opened straight from the disk.
for (const compare of document.querySelectorAll('[data-compare]')) {
  const range = compare.querySelector('[data-compare-range]');
  if (!range) continue;
  const reveal = () => {
    compare.style.setProperty('--reveal', `${range.value}%`);
    range.setAttribute('aria-valuetext', `${range.value}% new`);
  };
  range.addEventListener('input', reveal);
  reveal();
}
