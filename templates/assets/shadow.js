// A small web component with an open shadow root, for the shadow demo page.
(function () {
  'use strict';
  var TIDES = { 'Saint-Malo': '13:58, 11.9 metres', Brest: '14:32, 6.1 metres' };

  class TideCard extends HTMLElement {
    connectedCallback() {
      if (this.shadowRoot) return;
      var root = this.attachShadow({ mode: 'open' });
      var station = this.getAttribute('station') || 'Brest';
      var heading = document.createElement('h3');
      heading.textContent = station;
      var line = document.createElement('p');
      line.textContent = 'Shadow text: next high tide at ' + station + ' is ' + (TIDES[station] || 'unknown') + '.';
      root.append(heading, line, document.createElement('slot'));
    }
  }
  customElements.define('tide-card', TideCard);
})();
