// Fills in the late demo page about a second after it loads, as a client-rendered app would.
(function () {
  'use strict';
  var NOTES = [
    ['Harbourmaster 4.2 (released 2 May 2024)', [
      'Berth planning now handles vessels up to 400 metres long.',
      'The pilot roster exports to iCalendar.',
      'Tide windows use the new 37-constituent model; errors fall from 12 cm to 4 cm.'
    ]],
    ['Harbourmaster 4.1 (released 11 January 2024)', [
      'Dark mode for the control-room display.',
      'Fixed: the crane schedule skipped the last shift on leap days.'
    ]]
  ];

  function render() {
    var notes = document.getElementById('notes');
    if (!notes) return;
    var fragment = document.createDocumentFragment();
    NOTES.forEach(function (release) {
      var heading = document.createElement('h2');
      heading.textContent = release[0];
      var list = document.createElement('ul');
      release[1].forEach(function (line) {
        var item = document.createElement('li');
        item.textContent = line;
        list.appendChild(item);
      });
      fragment.appendChild(heading);
      fragment.appendChild(list);
    });
    notes.replaceChildren(fragment);
    notes.setAttribute('aria-busy', 'false');
  }

  setTimeout(render, 1000);
})();
