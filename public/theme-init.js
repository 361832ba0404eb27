/*
 * Runs before first paint (a blocking external script: the CSP forbids inline ones).
 * Puts the remembered header theme (cookie head_theme, else the system preference) on <html>
 * as the `dark` / `light` class, and the interface language (?locale=en|cn, else cookie
 * locale) as <html lang>. src/lib/head-theme.ts and src/i18n/locale.ts take over from here.
 */
(function () {
  // Zod (the shared contract) probes `new Function` while building schemas unless jitless is set
  // before it loads; under `script-src 'self'` that probe is reported as a CSP violation.
  window.__zod_globalConfig = { jitless: true };

  var root = document.documentElement;
  function cookie(name) {
    var match = document.cookie.match(new RegExp('(?:^|;\\s*)' + name + '=([^;]*)'));
    return match ? decodeURIComponent(match[1]) : undefined;
  }
  var theme = cookie('head_theme');
  if (theme !== 'dark' && theme !== 'light') {
    theme = window.matchMedia && window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
  }
  root.classList.add(theme);
  root.style.colorScheme = theme;
  var themeColor = document.querySelector('meta[name="theme-color"]');
  if (themeColor) themeColor.setAttribute('content', theme === 'dark' ? '#100F0E' : '#FAF9F7');

  var requested = /[?&]locale=([^&#]*)/.exec(window.location.search);
  var locale = requested && requested[1] === 'en' ? 'en' : requested && (requested[1] === 'cn' || requested[1] === 'zh') ? 'zh' : null;
  if (!locale) locale = cookie('locale') === 'en' ? 'en' : 'zh';
  root.lang = locale === 'en' ? 'en' : 'zh-CN';
})();
