// A React 18 app that renders and hydrates the whole document, as Remix and React Router's framework
// mode do: rendered to a string by Node (test_spa.py) and hydrated in the browser (UMD globals).
(function (root) {
  function makeApp(React, widget) {
    const e = React.createElement;
    return function App(props) {
      const [page, setPage] = React.useState(props.page);
      const go = (to) => (event) => {
        event.preventDefault();
        history.pushState({}, '', '/react/' + to);
        setPage(to);
      };
      return e('html', { lang: 'en' },
        e('head', null,
          e('meta', { charSet: 'utf-8' }),
          e('title', null, page === 'timetable' ? 'Timetable' : 'Fares'),
          e('script', { src: '/react/react.js', defer: true }),
          e('script', { src: '/react/react-dom.js', defer: true }),
          e('script', { src: '/react/app.js', defer: true }),
          e('script', { src: '/react/hydrate.js', defer: true }),
          widget ? e('script', { src: widget, defer: true }) : null),
        e('body', null,
          e('nav', null, e('a', { href: '/react/fares', onClick: go('fares') }, 'Fares')),
          e('main', null, page === 'timetable'
            ? [e('h1', { key: 1 }, 'Timetable'), e('p', { key: 2 }, 'The night train leaves at 21:40 from platform 4.')]
            : [e('h1', { key: 1 }, 'Fares'), e('p', { key: 2 }, 'A couchette costs 89 euros.')])));
    };
  }
  if (typeof module !== 'undefined') module.exports = makeApp;
  else root.makeApp = makeApp;
})(this);
