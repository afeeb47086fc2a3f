// Loads the app into a page whose first screen the server drew (apps/web/src/entry-server.tsx, served by
// apps/server platform/http/first-screen.ts). The screen paints from the page itself; the app's scripts are asked for
// once it has painted, so they do not delay it, and the app then takes the screen over (src/app/first-screen).
(function () {
  var root = document.getElementById('root');
  var data = readJson('first-screen-data');
  var scripts = readJson('first-screen-scripts');
  if (!root || !data || !scripts) return;

  function readJson(id) {
    try {
      return JSON.parse(document.getElementById(id).textContent);
    } catch (e) {
      return null;
    }
  }

  // The server drew the screen signed out, in the default theme. Signed in in this browser (the session's keys in
  // src/app/session/session-storage.ts), in a punchout code's tab, or in a theme of one's own (src/lib/theme/theme-choice.ts),
  // the screen is not this visitor's: it goes, and the app draws theirs.
  function drawnForThisVisitor() {
    try {
      if (localStorage.getItem('token') || sessionStorage.getItem('punchoutToken')) return false;
      if (history.state && history.state.punchoutToken) return false;
      if (/[?&]ac=/.test(location.search)) return false;
      var theme = JSON.parse(localStorage.getItem('theme') || 'null');
      if (theme && typeof theme === 'object') {
        var drawn = data.theme;
        var mode = theme.theme === drawn.theme || (theme.theme !== 1 && drawn.theme !== 1);
        var colours =
          (theme.primaryColor || drawn.primaryColor) === drawn.primaryColor &&
          (theme.secondaryColor || drawn.secondaryColor) === drawn.secondaryColor;
        if (!mode || !colours) return false;
      }
      return true;
    } catch (e) {
      return true;
    }
  }
  if (!drawnForThisVisitor()) root.textContent = '';

  // Until the app runs, a form of the drawn screen must not submit itself (a GET would put a password in the address):
  // the submit is kept, and the app makes it once it has taken the screen over.
  document.addEventListener(
    'submit',
    function (event) {
      if (document.documentElement.hasAttribute('data-app')) return;
      event.preventDefault();
      window.firstScreenSubmit = event.target;
    },
    true,
  );

  var started = false;
  function start() {
    if (started) return;
    started = true;
    for (var i = 0; i < scripts.preload.length; i++) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = scripts.preload[i];
      document.head.appendChild(link);
    }
    var script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = scripts.entry;
    document.head.appendChild(script);
  }
  // After the next paint; a hidden tab paints nothing, so there (and should frames stall) a timer starts it.
  if (document.visibilityState === 'hidden') start();
  else {
    requestAnimationFrame(function () {
      setTimeout(start, 0);
    });
    setTimeout(start, 500);
  }
})();
