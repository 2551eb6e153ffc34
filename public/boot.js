// Starts the app after the browser has painted the HTML's own header (index.html's inline styles), so a
// phone shows the page's frame at once instead of after the stylesheets and scripts.
// - The app's stylesheets arrive as preloads (data-app-style); they are applied here, in document order,
//   and the app starts once they have loaded, so it never draws unstyled.
// - The entry module is preloaded (data-app-entry) and run here, after that paint: when the scripts are
//   already at hand, as on a repeat visit, running them first would hold the paint back while they run.
// - A hidden tab paints no frames, hence the timer beside requestAnimationFrame.
(function () {
  var entry = document.querySelector('link[data-app-entry]');
  var styles = Array.prototype.slice.call(document.querySelectorAll('link[data-app-style]'));
  var started = false;
  function applied(link) {
    return new Promise(function (resolve) {
      link.onload = link.onerror = resolve;
      link.rel = 'stylesheet';
    });
  }
  function start() {
    if (started || !entry) return;
    started = true;
    Promise.all(styles.map(applied)).then(function () {
      return import(entry.href);
    });
  }
  requestAnimationFrame(function () {
    setTimeout(start, 0);
  });
  setTimeout(start, 250);
})();
