import { useEffect } from 'react';

/** Room left between the banner and the sticky footer, in CSS pixels (the spacing scale's 4). */
const gap = 16;

/**
 * Scrolls a modal form's error banner into view when it appears: the banner sits at the
 * end of the form, just above the modal's sticky footer with the Save button, and a long
 * form may have it below the fold, so a failed save would otherwise look like nothing
 * happened. Only the dialog's own scroll area moves (scrollIntoView would scroll the
 * overlay and the page too).
 */
export function useBannerInView(formId: string, error: string | null): void {
  useEffect(() => {
    if (!error) return;
    const banner = document.getElementById(formId)?.querySelector('[data-slot="alert"]');
    const dialog = banner?.closest<HTMLElement>('[data-slot="dialog"]');
    if (!banner || !dialog) return;
    const footer = dialog.querySelector('[data-slot="dialog-footer"]');
    const visibleBottom =
      dialog.getBoundingClientRect().bottom - (footer?.getBoundingClientRect().height ?? 0);
    const hidden = banner.getBoundingClientRect().bottom - visibleBottom;
    if (hidden > 0) dialog.scrollTop += hidden + gap;
  }, [formId, error]);
}
