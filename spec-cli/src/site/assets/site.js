// The site's only script: the theme switchers and the component filter. No request, no
// module (modules do not load from file://); the choices are kept in localStorage when the
// browser allows it.
(function () {
  "use strict";
  var root = document.documentElement;
  function load(key) {
    try { return window.localStorage.getItem("uispec-docs:" + key); } catch (e) { return null; }
  }
  function save(key, value) {
    try { window.localStorage.setItem("uispec-docs:" + key, value); } catch (e) { /* file:// may forbid it */ }
  }
  // Before the first paint: the saved choices.
  var scheme = load("site-scheme");
  if (scheme) { root.setAttribute("data-site-scheme", scheme); }
  document.addEventListener("DOMContentLoaded", function () {
    document.querySelectorAll("select[data-modifier]").forEach(function (select) {
      var attribute = select.getAttribute("data-modifier");
      var apply = function () { root.setAttribute(attribute, select.value); };
      var saved = load(attribute);
      if (saved && Array.prototype.some.call(select.options, function (o) { return o.value === saved; })) {
        select.value = saved;
      }
      apply();
      select.addEventListener("change", function () { apply(); save(attribute, select.value); });
    });
    var site = document.querySelector("select[data-site-scheme]");
    if (site) {
      site.value = root.getAttribute("data-site-scheme") || "auto";
      site.addEventListener("change", function () {
        if (site.value === "auto") { root.removeAttribute("data-site-scheme"); } else { root.setAttribute("data-site-scheme", site.value); }
        save("site-scheme", site.value);
      });
    }
    var filter = document.querySelector("input[data-filter]");
    if (filter) {
      filter.addEventListener("input", function () {
        var needle = filter.value.trim().toLowerCase();
        document.querySelectorAll(".card").forEach(function (card) {
          card.hidden = needle !== "" && card.getAttribute("data-name").indexOf(needle) === -1;
        });
      });
    }
  });
})();
