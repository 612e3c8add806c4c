// <mancala-board>: the custom element of the embed (docs/EMBED.md).
//
// This file is the hand-written half of the adapter layer (the other half is site/src/js.rs):
// it loads the embed's wasm once per page and the strings of each language a board of the page
// is shown in (mancala-board.<lang>.ftl, once per language), finds where a board's game comes
// from (attributes, a record inside the element, or a record at a URL), and forwards the
// element's methods to `MancalaEmbed`. Everything else (reading records, rules, drawing, narration, errors) is Rust.
// It never writes HTML from strings: a record is passed on as text.
// BUILD_VERSION becomes a hash of this build's other files (tools/build_embed.sh): this file keeps
// its name for blogs to link, and the files it loads are asked for by version, so a cache never
// pairs an old wasm with new strings or the reverse.
import init, { MancalaEmbed } from './mancala-embed.js?v=BUILD_VERSION';

const VERSION = 'BUILD_VERSION';

const BASE = new URL('.', import.meta.url);
const RECORD_TYPE = 'text/x-mancala-record';
let wasm = null;

/** Loads the wasm and the stylesheet, once for the whole page. */
function start() {
  if (!wasm) {
    if (!document.querySelector('link[data-mancala-board]')) {
      const link = document.createElement('link');
      link.rel = 'stylesheet';
      link.href = new URL(`mancala-board.css?v=${VERSION}`, BASE).href;
      link.setAttribute('data-mancala-board', '');
      document.head.append(link);
    }
    wasm = init({ module_or_path: new URL(`mancala-embed_bg.wasm?v=${VERSION}`, BASE) });
  }
  return wasm;
}

const texts = new Map();
const strings = new Map();

/** The text of a language's strings file (`uk`, `ru`), fetched once per page. */
function fetchStrings(lang) {
  let text = texts.get(lang);
  if (!text) {
    text = fetch(new URL(`mancala-board.${lang}.ftl?v=${VERSION}`, BASE)).then((response) =>
      response.ok ? response.text() : Promise.reject(new Error(`HTTP ${response.status}`)),
    );
    text.catch(() => {}); // reported by loadStrings, if the language is used
    texts.set(lang, text);
  }
  return text;
}

/**
 * Gives the wasm the strings of a language (`uk`, `ru`), once per page. Resolves to why they
 * could not be had (the board then says so), or null.
 */
function loadStrings(lang) {
  let loading = strings.get(lang);
  if (!loading) {
    loading = MancalaEmbed.hasStrings(lang)
      ? Promise.resolve(null)
      : fetchStrings(lang)
          .then((text) => MancalaEmbed.addStrings(lang, text) ?? null)
          .catch((e) => String(e?.message ?? e));
    strings.set(lang, loading);
  }
  return loading;
}

/** Resolves once the document is parsed (so a board's inline record is all there). */
const parsed = () =>
  document.readyState === 'loading'
    ? new Promise((resolve) => document.addEventListener('DOMContentLoaded', resolve, { once: true }))
    : Promise.resolve();

class MancalaBoardElement extends HTMLElement {
  #board = null;
  #ready = null;

  connectedCallback() {
    if (!this.#ready) this.#ready = this.#mount();
  }

  disconnectedCallback() {
    this.#board?.pause();
  }

  async #mount() {
    await parsed();
    // The record inside the element: a <script type="text/x-mancala-record">, or the element's
    // text when no `variant` attribute is given (with `variant`, the text is a no-script fallback).
    const script = this.querySelector(`script[type="${RECORD_TYPE}"]`);
    let record = script ? script.textContent : null;
    if (record === null && !this.hasAttribute('variant') && this.textContent.trim() !== '') {
      record = this.textContent;
    }
    const src = this.getAttribute('src');
    // The wasm decides the board's language; guessing it here only lets its strings download
    // while the wasm does (a wrong guess costs a file, not a mistake).
    fetchStrings(/^\s*ru/i.test(this.getAttribute('lang') ?? '') ? 'ru' : 'uk');
    await start();
    const problem = await loadStrings(MancalaEmbed.language(this.getAttribute('lang') ?? undefined));
    this.replaceChildren();
    this.#board = MancalaEmbed.mount(this, src ? undefined : (record ?? undefined), !!src, problem ?? undefined);
    if (src) {
      try {
        const response = await fetch(new URL(src, document.baseURI));
        if (response.ok) this.#board.load(await response.text());
        else this.#board.fetchFailed(src, `HTTP ${response.status}`);
      } catch (e) {
        this.#board.fetchFailed(src, String(e?.message ?? e));
      }
    }
    this.dispatchEvent(new CustomEvent('ready', { bubbles: true }));
    return this.#board;
  }

  /** A promise of the mounted board (resolves after a record given by `src` is fetched). */
  get ready() {
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
    return this.#board?.error() ?? null;
  }

  /** Replaces the game with a record text; resolves to false if the board shows an error. */
  load(record) {
    return this.ready.then(() => this.#board.load(String(record)));
  }

  /** Shows the position after `ply` plies (0: the start) and pauses. */
  goTo(ply) {
    return this.ready.then(() => this.#board.goTo(Math.max(0, Math.floor(Number(ply)) || 0)));
  }

  /** Plays from the position shown to the end. */
  play() {
    return this.ready.then(() => this.#board.play());
  }

  pause() {
    return this.ready.then(() => this.#board.pause());
  }
}

if (!customElements.get('mancala-board')) customElements.define('mancala-board', MancalaBoardElement);

export { MancalaBoardElement };
