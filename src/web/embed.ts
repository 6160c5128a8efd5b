/**
 * `/embed.js`, for sites that frame a booking page (their origin must be in `EMBED_ORIGINS`):
 * each `<iframe data-slotbook>` takes the height its page reports, so it never scrolls. The
 * page reports only its height, with a message the script recognises by its shape.
 */
export const EMBED_SCRIPT = `(function () {
  window.addEventListener('message', function (event) {
    var data = event.data;
    if (!data || data.slotbook !== 'resize' || typeof data.height !== 'number') return;
    var frames = document.querySelectorAll('iframe[data-slotbook]');
    for (var i = 0; i < frames.length; i++) {
      if (frames[i].contentWindow === event.source) {
        frames[i].style.height = Math.ceil(data.height) + 'px';
      }
    }
  });
})();
`;
