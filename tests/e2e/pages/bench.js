// Queued before the loader arrives, as a partner would: open the basic quote (v2).
renovo('open', 'quote', { version: 'v2' });
