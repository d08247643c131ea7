// Made before the loader exists: queued in renovo.q, replayed in order on load.
window.heard = [];
renovo('on', 'open', (event) => window.heard.push(`open:${event.detail.widget}`));
renovo('open', 'quote', { version: 'v3', stopRedirect: true });
window.queuedBeforeLoad = window.renovo.q.length;
