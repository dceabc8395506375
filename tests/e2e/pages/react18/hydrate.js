// Hydrates the document rendered by app.js once it is parsed, keeping what React reports as
// recoverable errors (a mismatch between the server's markup and the document: #418, #423). Its
// tag comes before the widget's, so the widget's script has run when hydration starts.
window.__hydrationErrors = [];
document.addEventListener('DOMContentLoaded', () => {
  const widget = document.querySelector('script[src*="reverserag.js"]');
  window.__root = ReactDOM.hydrateRoot(document,
    React.createElement(makeApp(React, widget && widget.getAttribute('src')), { page: 'timetable' }),
    { onRecoverableError: (error) => window.__hydrationErrors.push(String(error && error.message || error)) });
});
