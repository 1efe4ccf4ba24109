// A reader's page follows its game (src/web/readers.ts): every few seconds it asks the page's version
// (a digest of what the page shows, read through the same gate) and reloads when it changed, or when the
// link stopped opening anything. Not while a line is being typed. Without JavaScript the page is the same,
// reloaded by hand.
/* global document, window, location -- a browser script, served as it is */
(function () {
  "use strict";
  var root = document.querySelector("[data-version]");
  if (!root || !window.fetch) return;
  var url = root.getAttribute("data-version-url");
  var seen = root.getAttribute("data-version");
  var EVERY = 5000;
  function typing() {
    var a = document.activeElement;
    return !!a && ((a.tagName === "INPUT" && a.type === "text") || a.tagName === "TEXTAREA") && a.value !== "";
  }
  function tick() {
    fetch(url, { credentials: "same-origin", cache: "no-store" })
      .then(function (r) {
        if (r.status === 404 || r.status === 410) return location.reload();
        if (!r.ok) return;
        return r.json().then(function (j) {
          if (j.v && j.v !== seen && !typing()) location.replace(location.pathname);
        });
      })
      .catch(function () {})
      .then(function () {
        setTimeout(tick, EVERY);
      });
  }
  setTimeout(tick, EVERY);
})();
