/**
 * The app runs installed on the home screen. There iPadOS opens `<a download>` in QuickLook with
 * no way back (coder/coder#27853), so files go through the share sheet instead.
 */
export const isInstalledApp = () =>
  (navigator as Navigator & { standalone?: boolean }).standalone === true || window.matchMedia?.('(display-mode: standalone)').matches === true;
