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

  // The server drew the screen for the session the first-screen cookie named (or signed out), in that session's theme.
  // Where this browser's storage says otherwise (the session's keys in src/app/session/session-storage.ts, its tag in
  // src/app/first-screen/first-screen-data.ts; a punchout code's tab; a theme of its own in src/lib/theme/theme-choice.ts),
  // the screen is not this visitor's: it goes, and the app draws theirs.
  function drawnForThisVisitor() {
    try {
      if (sessionStorage.getItem('punchoutToken')) return false;
      if (history.state && history.state.punchoutToken) return false;
      if (/[?&]ac=/.test(location.search)) return false;
      // The server never sees the part after '#' (the catalogue's filters): a screen drawn without them is not this one.
      if (location.hash.length > 1) return false;
      var token = localStorage.getItem('token');
      var customer = localStorage.getItem('customer');
      var tag = token ? (customer !== null && customer !== '' ? Number(customer) : 0) + ':' + token.slice(-12) : null;
      if (tag !== (data.signedIn ? data.signedIn.session : null)) return false;
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

  // The fields the visitor typed into or changed before the app runs: the app keeps what is in them.
  function touched(event) {
    if (event.target && event.target.setAttribute) event.target.setAttribute('data-touched', '');
  }
  document.addEventListener('input', touched, true);
  document.addEventListener('change', touched, true);

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
  // Once the page has loaded (the screen's pictures too: a product's picture is often its largest paint) and a frame
  // has shown it, so the scripts come after the screen's paint. A hidden tab paints nothing: there it starts at once;
  // should the load stall (a picture that never comes), after three seconds.
  function afterNextFrame() {
    requestAnimationFrame(function () {
      setTimeout(start, 0);
    });
  }
  if (document.visibilityState === 'hidden') start();
  else {
    if (document.readyState === 'complete') afterNextFrame();
    else window.addEventListener('load', afterNextFrame);
    setTimeout(start, 3000);
  }
})();
