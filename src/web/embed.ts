/**
 * `/embed.js`, for sites that show a booking page (the site must be allowed to frame it: in
 * `EMBED_ORIGINS`, or in the calendar's "Sites allowed to embed"). Three forms:
 *
 * - inline: each `<iframe data-slotbook>` takes the height its page reports, so it never scrolls;
 * - popup: a click on an element with `data-slotbook-popup="<page URL>"` opens the page in a
 *   frame over the site (Escape, the Close button or a click beside it closes it);
 * - floating: the script tag's own `data-slotbook-floating="<page URL>"` adds a button in the
 *   corner (its text: `data-label`, else "Book a time") that opens the popup.
 *
 * A framed page reports its height at once (`{ slotbook: 'resize' }`). A frame that says nothing
 * within a few seconds of loading was refused by the browser (the site is not allowed, so the
 * page cannot explain anything itself): the script then shows, in its place, what the host can
 * do and a link to the page (and takes it back if the page speaks after all). A frame that had
 * loaded before the script ran is asked (`{ slotbook: 'ping' }`) and answers. A site with several
 * snippets loads the script several times: the first copy serves every snippet. The script
 * builds every element itself and sets text with `textContent`, never HTML; it is plain ES5
 * with no dependencies.
 */
export const EMBED_SCRIPT = `(function () {
  var script = document.currentScript;
  // A site with several snippets loads the script more than once: the first one serves them all.
  if (window.SlotbookEmbed) {
    window.SlotbookEmbed.start(script);
    return;
  }
  var base = script && script.src ? script.src : location.href;
  var WAIT = 3000;
  var FALLBACK = 8000;
  var watched = [];

  function httpUrl(value) {
    if (!value) return null;
    try {
      var url = new URL(value, base);
      return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
    } catch (e) {
      return null;
    }
  }

  function el(tag, style, text) {
    var node = document.createElement(tag);
    if (style) node.style.cssText = style;
    if (text) node.textContent = text;
    return node;
  }

  function explanation(url) {
    var box = el('div', 'box-sizing:border-box;padding:16px;border:1px solid #bbb;border-radius:6px;' +
      'background:#fff;color:#222;font:16px/1.5 system-ui,sans-serif;max-width:40em;margin:8px auto');
    box.setAttribute('role', 'status');
    box.setAttribute('data-slotbook-refused', '');
    var p = el('p', 'margin:0', "This booking page can't be shown on this site. The host can allow " +
      location.origin + ' under Booking page \\u2192 Sites allowed to embed, or you can open the booking page: ');
    if (url) {
      var link = el('a', 'color:#0645ad', url);
      link.href = url;
      link.target = '_blank';
      link.rel = 'noopener';
      p.appendChild(link);
    }
    box.appendChild(p);
    return box;
  }

  function check(entry) {
    if (entry.ready || entry.box || !entry.frame.parentNode) return;
    entry.box = explanation(httpUrl(entry.frame.src));
    entry.frame.parentNode.insertBefore(entry.box, entry.frame);
    entry.frame.style.display = 'none';
  }

  function watch(frame, resizes) {
    var entry = { frame: frame, resizes: resizes, ready: false, loaded: false, box: null, timer: 0 };
    watched.push(entry);
    var later = function (ms, then) {
      clearTimeout(entry.timer);
      entry.timer = setTimeout(then, ms);
    };
    frame.addEventListener('load', function () {
      entry.loaded = true;
      later(WAIT, function () { check(entry); });
    });
    // A frame that loaded before this script ran answers this at once; one still loading
    // fires its load event later.
    if (frame.contentWindow) frame.contentWindow.postMessage({ slotbook: 'ping' }, '*');
    later(FALLBACK, function () {
      if (!entry.loaded) check(entry);
    });
    return entry;
  }

  window.addEventListener('message', function (event) {
    var data = event.data;
    if (!data || typeof data.slotbook !== 'string') return;
    for (var i = 0; i < watched.length; i++) {
      var entry = watched[i];
      if (entry.frame.contentWindow !== event.source) continue;
      entry.ready = true;
      if (entry.box) {
        entry.box.parentNode && entry.box.parentNode.removeChild(entry.box);
        entry.box = null;
        entry.frame.style.display = '';
      }
      if (entry.resizes && data.slotbook === 'resize' && typeof data.height === 'number') {
        entry.frame.style.height = Math.ceil(data.height) + 'px';
      }
    }
  });

  function popup(url, opener) {
    var overlay = el('div', 'position:fixed;top:0;right:0;bottom:0;left:0;z-index:2147483000;background:rgba(0,0,0,.55);' +
      'display:flex;align-items:center;justify-content:center;padding:16px;box-sizing:border-box');
    var dialog = el('div', 'position:relative;display:flex;flex-direction:column;background:#fff;' +
      'width:100%;max-width:760px;height:90vh;border-radius:8px;overflow:hidden');
    dialog.setAttribute('role', 'dialog');
    dialog.setAttribute('aria-modal', 'true');
    dialog.setAttribute('aria-label', 'Book a time');
    var close = el('button', 'align-self:flex-end;margin:8px;font:inherit;padding:4px 12px', 'Close');
    close.type = 'button';
    var frame = el('iframe', 'flex:1;width:100%;border:0');
    frame.title = 'Book a time';
    frame.src = url;
    dialog.appendChild(close);
    dialog.appendChild(frame);
    overlay.appendChild(dialog);
    document.body.appendChild(overlay);
    var root = document.documentElement.style;
    var overflow = root.overflow;
    root.overflow = 'hidden';
    var entry = watch(frame, false);
    var shut = function () {
      clearTimeout(entry.timer);
      watched.splice(watched.indexOf(entry), 1);
      document.removeEventListener('keydown', onKey);
      overlay.parentNode && overlay.parentNode.removeChild(overlay);
      root.overflow = overflow;
      if (opener && opener.focus) opener.focus();
    };
    var onKey = function (event) {
      if (event.key === 'Escape') shut();
    };
    close.addEventListener('click', shut);
    overlay.addEventListener('click', function (event) {
      if (event.target === overlay) shut();
    });
    document.addEventListener('keydown', onKey);
    close.focus();
  }

  document.addEventListener('click', function (event) {
    var target = event.target && event.target.closest ? event.target.closest('[data-slotbook-popup]') : null;
    var url = target && httpUrl(target.getAttribute('data-slotbook-popup'));
    if (!url) return;
    event.preventDefault();
    popup(url, target);
  });

  function start(script) {
    var frames = document.querySelectorAll('iframe[data-slotbook]');
    for (var i = 0; i < frames.length; i++) {
      if (!frames[i].hasAttribute('data-slotbook-watched')) {
        frames[i].setAttribute('data-slotbook-watched', '');
        watch(frames[i], true);
      }
    }
    var floating = script && httpUrl(script.getAttribute('data-slotbook-floating') || '');
    if (floating && document.body && !script.hasAttribute('data-slotbook-added')) {
      script.setAttribute('data-slotbook-added', '');
      var button = el('button', 'position:fixed;right:20px;bottom:20px;z-index:2147482000;' +
        'padding:12px 20px;border:0;border-radius:999px;background:#1a56db;color:#fff;' +
        'font:600 16px/1.2 system-ui,sans-serif;box-shadow:0 2px 8px rgba(0,0,0,.3);cursor:pointer',
        script.getAttribute('data-label') || 'Book a time');
      button.type = 'button';
      button.setAttribute('data-slotbook-popup', floating);
      document.body.appendChild(button);
    }
  }

  function startAll(script) {
    start(script);
    if (document.readyState === 'loading') {
      document.addEventListener('DOMContentLoaded', function () { start(script); });
    }
  }

  window.SlotbookEmbed = { start: startAll };
  startAll(script);
})();
`;
