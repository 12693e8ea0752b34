// Runs synchronously in <head> before the first paint so the page never flashes the wrong
// colours. Keys and values must match src/web/app/theme/preferences.ts (a unit test checks).
(function () {
  var root = document.documentElement;
  var theme = "earth";
  var mode = "light";
  try {
    var savedTheme = window.localStorage.getItem("theme");
    var savedMode = window.localStorage.getItem("mode");
    if (savedTheme === "earth" || savedTheme === "ocean" || savedTheme === "dawn") theme = savedTheme;
    if (savedMode === "light" || savedMode === "dark") mode = savedMode;
  } catch {
    // Storage can be blocked (private mode, strict settings); the defaults apply.
  }
  root.setAttribute("data-theme", theme);
  root.setAttribute("data-mode", mode);
  root.style.colorScheme = mode;
})();
