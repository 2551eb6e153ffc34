// Starts the app after the browser has painted the page.
// - A page the server drew (#root[data-ssr]) shows its first screen from the HTML and its stylesheets; the app
//   hydrates it once the page has loaded (its first photos included), so on a slow connection the scripts do
//   not compete with what the visitor sees first. The page's modules are named by inert links
//   (data-app-module) that become preloads here.
// - Any other page shows the HTML's own header (index.html's inline styles) first. Its stylesheets arrive as
//   preloads (data-app-style), applied here in document order; the app starts once they have loaded, so it
//   never draws unstyled.
// - The entry module (data-app-entry) is run here, after that paint: when the scripts are already at hand, as
//   on a repeat visit, running them first would hold the paint back while they run.
// - A hidden tab paints no frames, hence the timer beside requestAnimationFrame.
(function () {
  var entry = document.querySelector('link[data-app-entry]');
  var root = document.getElementById('root');
  var drawn = root && root.hasAttribute('data-ssr');
  var styles = Array.prototype.slice.call(document.querySelectorAll('link[data-app-style]'));
  var modules = Array.prototype.slice.call(document.querySelectorAll('link[data-app-module]'));
  var started = false;
  function applied(link) {
    return new Promise(function (resolve) {
      link.onload = link.onerror = resolve;
      link.rel = 'stylesheet';
    });
  }
  // The page's modules are preloaded one per task: a module at hand (a repeat visit) is compiled as its
  // preload starts, and twenty at once would hold the page for a long moment on a slow phone.
  function preload(then) {
    var i = 0;
    (function next() {
      if (i >= modules.length) return then();
      modules[i++].rel = 'modulepreload';
      setTimeout(next, 0);
    })();
  }
  function start() {
    if (started || !entry) return;
    started = true;
    preload(function () {
      Promise.all(styles.map(applied)).then(function () {
        return import(entry.href);
      });
    });
  }
  if (drawn) {
    if (document.readyState === 'complete') start();
    else window.addEventListener('load', start);
    // Someone already reaching for the page starts it at once.
    ['pointerdown', 'keydown', 'touchstart'].forEach(function (type) {
      window.addEventListener(type, start, { capture: true, once: true, passive: true });
    });
    // A photo that never finishes loading does not hold the app back for long.
    setTimeout(start, 4000);
    return;
  }
  requestAnimationFrame(function () {
    setTimeout(start, 0);
  });
  setTimeout(start, 250);
})();
