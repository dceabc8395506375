// Changes the page every 100 ms, forever: the widget's settle wait must give up at its cap.
(function () {
  'use strict';
  var count = 0;
  setInterval(function () {
    count += 1;
    var ticker = document.getElementById('ticker');
    if (ticker) ticker.textContent = String(40 + (count % 17));
  }, 100);
})();
