// Two bad calls between good ones: each is logged once and skipped; the rest still runs.
window.heard = [];
renovo('on', 'open', (event) => window.heard.push(event.detail.widget));
renovo('explode', 'quote');
renovo('open', 'no-such-widget');
renovo('open', 'quote', { version: 'v2' });
