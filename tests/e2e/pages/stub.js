// The documented queue stub (test pages).
window.renovo =
  window.renovo ||
  function () {
    window.renovo.q = window.renovo.q || [];
    // biome-ignore lint/complexity/noArguments: the stub keeps the call as it was made
    window.renovo.q.push(arguments);
  };
