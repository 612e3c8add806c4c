// The computer opponent's Web Worker (site/src/ai.rs): loads its wasm (tools/build_ai.sh) and
// answers each message of the page with `think` (site/src/ai/export.rs), one at a time, in order.
// In the single-file mancala.html the glue and the wasm's bytes come inlined before this script
// (tools/single_html.py), so nothing is fetched.
/* global wasm_bindgen, importScripts */
if (typeof wasm_bindgen === 'undefined') importScripts('mancala-ai.js?v=BUILD_VERSION');
const ready = wasm_bindgen({ module_or_path: self.MANCALA_AI_WASM || 'mancala-ai_bg.wasm?v=BUILD_VERSION' });
self.onmessage = (event) => {
  ready.then(
    () => self.postMessage(wasm_bindgen.think(event.data)),
    (error) => {
      // The wasm could not be loaded (offline before it was cached, a broken file): the page
      // hears of it as a worker error, and says so in its language.
      setTimeout(() => { throw new Error(`the computer's wasm could not be loaded: ${error}`); });
    },
  );
};
