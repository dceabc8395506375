// A tiny single-page app: views change with history.pushState and the back button (popstate).
(function () {
  'use strict';
  var VIEWS = {
    overview: {
      title: 'Lighthouse Cloud: overview',
      heading: 'Lighthouse Cloud',
      body: [
        'Lighthouse Cloud watches 1,240 automated lighthouses along the Atlantic coast.',
        'Every lamp reports its status every 90 seconds; a missed report pages the keeper on duty.'
      ]
    },
    pricing: {
      title: 'Lighthouse Cloud: pricing',
      heading: 'Pricing',
      body: [
        'The Keeper plan costs 12 euros per lighthouse per month and includes lamp monitoring.',
        'The Harbour plan costs 45 euros per lighthouse per month and adds fog-horn diagnostics.'
      ]
    },
    changelog: {
      title: 'Lighthouse Cloud: changelog',
      heading: 'Changelog',
      body: [
        'Version 3.0 added fog-horn diagnostics and a status page for harbour masters.',
        'Version 2.4 cut the reporting interval from five minutes to 90 seconds.'
      ]
    }
  };

  function viewFromUrl() {
    var name = new URLSearchParams(location.search).get('view');
    return VIEWS[name] ? name : 'overview';
  }

  function render(name) {
    var view = VIEWS[name];
    var app = document.getElementById('app');
    var heading = document.createElement('h1');
    heading.textContent = view.heading;
    var nodes = [heading];
    view.body.forEach(function (text) {
      var p = document.createElement('p');
      p.textContent = text;
      nodes.push(p);
    });
    app.replaceChildren.apply(app, nodes);
    document.title = view.title;
  }

  document.addEventListener('click', function (event) {
    var link = event.target.closest && event.target.closest('a[data-view]');
    if (!link) return;
    event.preventDefault();
    var name = link.getAttribute('data-view');
    history.pushState({ view: name }, '', '?view=' + name);
    render(name);
  });
  window.addEventListener('popstate', function () { render(viewFromUrl()); });
  render(viewFromUrl());
})();
