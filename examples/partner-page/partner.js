// The documented queue stub: calls made before loader.js arrives wait in renovo.q.
window.renovo =
  window.renovo ||
  function () {
    window.renovo.q = window.renovo.q || [];
    // biome-ignore lint/complexity/noArguments: the stub keeps the call as it was made
    window.renovo.q.push(arguments);
  };

// Listen before the loader has loaded: these calls are queued and replayed.
renovo('on', 'submit', (event) => {
  document.getElementById('renovo-status').textContent = `已送出（編號 ${event.detail.id}）`;
});
renovo('on', 'error', (event) => {
  document.getElementById('renovo-status').textContent = `Renovo 錯誤：${event.detail.reason}`;
});

// Buttons: <button data-renovo="open" data-widget="quote" data-version="v2">.
document.addEventListener('click', (event) => {
  const button = event.target instanceof Element ? event.target.closest('[data-renovo]') : null;
  if (!button) return;
  const { renovo: command, widget, version } = button.dataset;
  renovo(command, widget, version ? { version } : undefined);
});
