// <mancala-board>: the custom element of the embed (docs/EMBED.md).
//
// This file is the hand-written half of the adapter layer (the other half is site/src/js.rs,
// and the export it calls, site/src/embed/export.rs):
// it loads one of the embed's wasm files once per page: the two-row games', the four-row games'
// or the one with both, as the page's boards need (a page of Oware boards never downloads Bao la
// Kiswahili's rules, and a page of both families downloads one file), and the strings of each
// language a board of the page is shown in
// (mancala-board.<lang>.ftl, or mancala-board.<family>.<lang>.ftl for one family's wasm, once
// per language and wasm), finds where a board's game comes from
// (attributes, a record inside the element, or a record at a URL), and forwards the element's
// methods to `MancalaEmbed`. Everything else (reading records, rules, drawing, narration, errors)
// is Rust. It never writes HTML from strings: a record is passed on as text.
// BUILD_VERSION becomes a hash of this build's other files, and FOUR_ROW_VARIANTS the ids of the
// four-row games (tools/build_embed.sh): this file keeps its name for blogs to link, and the
// files it loads are asked for by version, so a cache never pairs an old wasm with new strings or
// the reverse.
//
// A classic script, so that any host can serve it to any page (a module from another origin
// needs CORS headers): everything is inside one function, so nothing leaks into the page's
// globals. The element's class is `customElements.get('mancala-board')`.
(() => {
  const VERSION = 'BUILD_VERSION';
  const FOUR_ROW = new Set(FOUR_ROW_VARIANTS);

  // A classic script (`<script src=…>`, which any host can serve to any page) or a module: the
  // folder it was loaded from is where the rest is.
  const BASE = new URL(
    '.',
    document.currentScript?.src ?? [...document.scripts].find((s) => /\/mancala-board\.js\b/.test(s.src)).src,
  );
  const RECORD_TYPE = 'text/x-mancala-record';
  const modules = new Map();
  const url = (file) => new URL(`${file}?v=${VERSION}`, BASE);

  /** Loads a classic script of the embed's folder; rejects with what to tell the reader. */
  function classicScript(file) {
    return new Promise((resolve, reject) => {
      const script = document.createElement('script');
      script.src = url(file).href;
      script.onload = resolve;
      script.onerror = () => reject(new Error(`${file}: ${BASE.origin}`));
      document.head.append(script);
    });
  }

  // The stylesheet comes first: it also keeps the place of a board not yet mounted.
  if (!document.querySelector('link[data-mancala-board]')) {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = url('mancala-board.css').href;
    link.setAttribute('data-mancala-board', '');
    document.head.append(link);
  }

  /** The `MancalaEmbed` of a wasm (`two-row`, `four-row`, `both`), loaded once for the whole page. */
  function start(wasm) {
    let module = modules.get(wasm);
    if (!module) {
      module = import(url(`mancala-embed-${wasm}.js`).href).then(
        async (glue) => {
          await glue.default({ module_or_path: url(`mancala-embed-${wasm}_bg.wasm`) });
          return glue.MancalaEmbed;
        },
        // Refused: a host on another origin that sends no CORS headers. Its classic script then.
        () => classicScript(`mancala-embed-${wasm}.classic.js`).then(() => self.__mancalaEmbed[wasm]),
      );
      modules.set(wasm, module);
    }
    return module;
  }

  /** The record written inside a board, or null: a <script type="text/x-mancala-record">, or the
   * element's text when it has no `variant` attribute (with `variant`, the text is a no-script
   * fallback). */
  function innerRecord(board) {
    const script = board.querySelector(`script[type="${RECORD_TYPE}"]`);
    if (script) return script.textContent;
    return !board.hasAttribute('variant') && board.textContent.trim() !== '' ? board.textContent : null;
  }

  let pageFamilies = null;

  /**
   * The wasm to load for a board of `family`: the one with both families when it is already here,
   * or when the boards written in the page (those whose family can be told without fetching a
   * record) show games of both families, so that no board of such a page loads a second wasm;
   * else the family's own, the smallest.
   */
  function wasmFor(family) {
    if (modules.has('both')) return 'both';
    if (!pageFamilies) {
      const boards = [...document.querySelectorAll('mancala-board')].filter((b) => !b.hasAttribute('src'));
      pageFamilies = new Set(boards.map((b) => guessFamily(b.getAttribute('variant'), innerRecord(b))));
    }
    return pageFamilies.size > 1 && !modules.has(family) ? 'both' : family;
  }

  /**
   * The family whose wasm a board needs, guessed from its variant id (the attribute, or the record's
   * Variant tag). Only a guess, so the right file downloads first: the wasm decides
   * (`otherFamily`), and a wrong guess costs a file, not a mistake.
   */
  function guessFamily(variant, record) {
    const id = (record === null ? variant : null) ?? /\[\s*Variant\s+"([^"\\]*)"/.exec(record ?? '')?.[1] ?? '';
    return FOUR_ROW.has(id.trim()) ? 'four-row' : 'two-row';
  }

  const texts = new Map();
  const strings = new Map();

  /**
   * The text of a language's strings file (`uk`, `ru`) for a wasm (`two-row`, `four-row`: without
   * the other family's sentences; `both`: all), fetched once per page.
   */
  function fetchStrings(wasm, lang) {
    const key = `${wasm}:${lang}`;
    let text = texts.get(key);
    if (!text) {
      const file = wasm === 'both' ? `mancala-board.${lang}.ftl` : `mancala-board.${wasm}.${lang}.ftl`;
      text = fetch(url(file)).then(
        (response) => (response.ok ? response.text() : Promise.reject(new Error(`HTTP ${response.status}`))),
        // Refused (no CORS headers, or no connection): the classic script.
        () => classicScript(`${file}.js`).then(() => self.__mancalaStrings[file]),
      );
      text.catch(() => {}); // reported by loadStrings, if the language is used
      texts.set(key, text);
    }
    return text;
  }

  /**
   * Gives a wasm (`two-row`, `four-row`, `both`) the strings of a language (`uk`, `ru`), once per
   * page. Resolves to why they could not be had (the board then says so), or null.
   */
  function loadStrings(Embed, wasm, lang) {
    const key = `${wasm}:${lang}`;
    let loading = strings.get(key);
    if (!loading) {
      loading = Embed.hasStrings(lang)
        ? Promise.resolve(null)
        : fetchStrings(wasm, lang)
            .then((text) => Embed.addStrings(lang, text) ?? null)
            .catch((e) => String(e?.message ?? e));
      strings.set(key, loading);
    }
    return loading;
  }

  /** Resolves once the document is parsed (so a board's inline record is all there). */
  const parsed = () =>
    document.readyState === 'loading'
      ? new Promise((resolve) => document.addEventListener('DOMContentLoaded', resolve, { once: true }))
      : Promise.resolve();

  // Lazy mounting (issue 38): a board is mounted when it comes near the viewport (within a screen's
  // height of it), or when a script asks for it (`ready`, `load()`, `goTo()`…); until then it keeps
  // its own contents. The mounting itself (the wasm replaying the game and drawing the board) runs
  // in idle time, a few boards per task, each task stopping after SLICE_MS, so that a page of many
  // boards never freezes.
  const SLICE_MS = 25;
  const gates = new Map();
  const observer = new IntersectionObserver((entries) => entries.forEach((e) => e.isIntersecting && open(e.target)), {
    rootMargin: '100% 0px',
  });

  /** Lets a board waiting in `near` go on. */
  function open(board) {
    observer.unobserve(board);
    gates.get(board)?.();
    gates.delete(board);
  }

  /** Resolves when the board comes near the viewport. */
  const near = (board) => new Promise((resolve) => gates.set(board, resolve) && observer.observe(board));

  /** Whether the board is farther than a screen's height from the viewport, now. */
  function far(board) {
    const { top, bottom } = board.getBoundingClientRect();
    return bottom < -innerHeight || top > 2 * innerHeight;
  }

  const slots = [];
  const idle = (f) => (self.requestIdleCallback ?? setTimeout)(f, { timeout: 100 });

  /** Runs `work` in idle time, after the work asked for before it; resolves to what it returns. */
  const slot = (work) =>
    new Promise((resolve) => slots.push(() => resolve(new Promise((r) => r(work())))) === 1 && idle(runSlots));

  /** Runs the work waiting, one at least, then more while the task is shorter than SLICE_MS. */
  function runSlots(deadline) {
    const t0 = performance.now();
    do slots.shift()?.();
    while (slots.length && performance.now() - t0 < SLICE_MS && deadline?.timeRemaining() !== 0);
    if (slots.length) idle(runSlots);
  }

  /** The `lang` codes the wasm reads as Russian (`Lang::from_code`); any other is Ukrainian. */
  const RU = /^\s*ru(-ru)?\s*$/i;
  let told = false;

  class MancalaBoardElement extends HTMLElement {
    #board = null;
    /** What the board says when the embed's files could not be loaded, or null. */
    #loadError = null;
    #family = null;
    #ready = null;
    /** Bumped when the board is released: the mounting under way then stops. */
    #gen = 0;
    /** Whether a script asked for the board (it is then mounted wherever it is). */
    #wanted = false;
    /** The element's own contents, shown again when the board is released. */
    #own = null;
    /** The record last given to `load()`, shown again when the element is put back. */
    #loaded = null;

    connectedCallback() {
      if (!this.#ready) this.#ready = this.#mount(this.#gen);
    }

    disconnectedCallback() {
      this.#board?.pause();
      // Moved within the page (disconnected and connected again in one task): kept. Removed: the
      // board is freed with its listeners and timers, and its contents are the element's own again.
      queueMicrotask(() => this.isConnected || this.#release());
    }

    #release() {
      this.#gen++;
      open(this); // a mounting that waits for the viewport ends (it sees #gen changed)
      this.#board?.free();
      this.#board = this.#family = this.#ready = this.#loadError = null;
      this.#wanted = false;
      if (this.#own) this.replaceChildren(...this.#own);
      this.#own = null;
    }

    /**
     * None of the embed's wasm could be loaded: no strings are loaded then, so the board's two
     * sentences are here, as index.html's boot notice is; the blogger gets one console line per
     * page saying what to check.
     */
    #failed(why) {
      this.#loadError = RU.test(this.getAttribute('lang') ?? '')
        ? 'Доску не удалось показать: файлы игры не загрузились. Обновите страницу.'
        : 'Дошку не вдалося показати: файли гри не завантажилися. Оновіть сторінку.';
      if (!told) {
        told = true;
        console.error(`mancala-board: no embed at ${BASE.href} (${why}): copy all of embed/ there (docs/EMBED.md)`);
      }
      const p = document.createElement('p');
      p.className = 'embed-error';
      p.setAttribute('role', 'alert');
      p.textContent = this.#loadError;
      this.#own ??= [...this.childNodes];
      this.replaceChildren(p);
    }

    /** Mounts the board now, near the viewport or not (a script asked for it). */
    #want() {
      this.#wanted = true;
      open(this);
    }

    /**
     * Runs `work` (which mounts the board) in idle time if the board is still near the viewport
     * then (or wanted), else once it comes near again (0: far); resolves to what `work` returned,
     * or to null when the board was released meanwhile.
     */
    async #inTurn(gen, work) {
      for (;;) {
        const done = await slot(() =>
          gen !== this.#gen ? null : !this.#wanted && this.isConnected && far(this) ? 0 : work(),
        );
        if (done !== 0) return done;
        await near(this);
      }
    }

    async #mount(gen) {
      await parsed();
      if (!this.#wanted) await near(this);
      if (gen !== this.#gen) return null;
      let record = this.#loaded ?? innerRecord(this);
      // The wasm decides the board's language; guessing it (and the wasm) here only lets its
      // strings download while the wasm does (a wrong guess costs a file, not a mistake). A record
      // at a URL is fetched first: its Variant tag tells the wasm.
      if (!this.hasAttribute('src')) {
        const lang = RU.test(this.getAttribute('lang') ?? '') ? 'ru' : 'uk';
        fetchStrings(wasmFor(guessFamily(this.getAttribute('variant'), record)), lang);
      }
      // A record at a URL comes first: its Variant tag tells which wasm to load.
      const src = this.#loaded === null && this.getAttribute('src');
      let fetchProblem = null;
      if (src) {
        try {
          const response = await fetch(new URL(src, document.baseURI));
          if (response.ok) record = await response.text();
          else fetchProblem = `HTTP ${response.status}`;
        } catch (e) {
          fetchProblem = String(e?.message ?? e);
        }
      }
      if (gen !== this.#gen) return null;
      let shown;
      try {
        shown = await this.#show(record, src && fetchProblem ? { src, problem: fetchProblem } : null, gen);
      } catch (e) {
        if (gen !== this.#gen) return null;
        this.#failed(String(e?.message ?? e));
        return null;
      }
      if (shown === null) return null;
      this.dispatchEvent(new CustomEvent('ready', { bubbles: true }));
      return this.#board;
    }

    /**
     * Mounts the board (its attributes, or `record`; or the error of a record that could not be
     * fetched) with the wasm of its family, and again with the other family's when the wasm says
     * the game is not one of its own. Resolves to false when the board shows an error (null when
     * it was released meanwhile).
     */
    async #show(record, failed, gen) {
      let family = guessFamily(this.getAttribute('variant'), record);
      for (let tries = 0; tries < 2 && family; tries++) {
        const wasm = wasmFor(family);
        let Embed;
        try {
          Embed = await start(wasm);
        } catch (e) {
          // The other family's files could not be had: the board that asked for them says so.
          if (!this.#board) throw e;
          this.#board.familyFailed(wasm, String(e?.message ?? e));
          break;
        }
        const problem = await loadStrings(Embed, wasm, Embed.language(this.getAttribute('lang') ?? undefined));
        const board = await this.#inTurn(gen, () => {
          this.#board?.free();
          this.#own ??= [...this.childNodes];
          this.replaceChildren();
          const board = Embed.mount(this, record ?? undefined, !!failed, problem ?? undefined);
          if (failed) board.fetchFailed(failed.src, failed.problem);
          return board;
        });
        if (!board) return null;
        this.#board = board;
        this.#family = wasm;
        family = board.otherFamily();
      }
      return !this.#board.error();
    }

    /** A promise of the mounted board (resolves after a record given by `src` is fetched). */
    get ready() {
      this.#want();
      this.connectedCallback();
      return this.#ready.then(() => this);
    }

    /** The ply shown (0: the start position); 0 before the board is ready. */
    get ply() {
      return this.#board?.ply() ?? 0;
    }

    /** How many plies the game has. */
    get plies() {
      return this.#board?.plies() ?? 0;
    }

    /** Whether the animation is running. */
    get playing() {
      return this.#board?.playing() ?? false;
    }

    /** The error the board shows, or null. */
    get error() {
      return this.#board?.error() ?? this.#loadError;
    }

    /** Replaces the game with a record text; resolves to false if the board shows an error. */
    load(record) {
      const text = String(record);
      return this.ready.then(() => {
        if (!this.#board) return false;
        this.#loaded = text;
        // A game of the board's family is loaded in place; another family's needs its wasm (the
        // board's wasm tells when the guess was wrong).
        const here = this.#family === 'both' || guessFamily(null, text) === this.#family;
        if (here && (this.#board.load(text) || !this.#board.otherFamily())) {
          return !this.#board.error();
        }
        return this.#show(text, null, this.#gen).then((shown) => shown === true);
      });
    }

    /** Shows the position after `ply` plies (0: the start) and pauses. */
    goTo(ply) {
      // Clamped to 0 … 2³² − 1 here: the wasm's `u32` would take a larger number modulo 2³².
      return this.ready.then(() => this.#board?.goTo(Math.min(Math.max(0, Math.floor(Number(ply)) || 0), 2 ** 32 - 1)));
    }

    /** Plays from the position shown to the end. */
    play() {
      return this.ready.then(() => this.#board?.play());
    }

    pause() {
      return this.ready.then(() => this.#board?.pause());
    }
  }

  if (!customElements.get('mancala-board')) customElements.define('mancala-board', MancalaBoardElement);
})();
