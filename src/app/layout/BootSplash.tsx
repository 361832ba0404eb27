/**
 * Until the first page's chunk and data are in: index.html's static shell (header bar, brand,
 * background; styled by index.html's own <style>), so the hand-over from the HTML to React to
 * the page moves nothing on screen (issue #11, CLS).
 */
export function BootSplash() {
  return (
    <div className="boot">
      <header className="boot-head">
        <div className="boot-wrap boot-bar">
          <a className="boot-brand" href="/" aria-label="潮织 Trendloom">
            <img src="/favicon.svg" alt="" />
            <span>
              <b>潮织</b>
              <small>Trendloom</small>
            </span>
          </a>
        </div>
        <div className="boot-nav" />
      </header>
      <main className="boot-main" />
    </div>
  );
}
