import { Transform } from "node:stream";

/*
 * The page's scripts are fetched after its first paint, not beside it (issue 28, record 025).
 *
 * React Router writes a `modulepreload` link into <head> for every chunk of the page (about 150 kB of scripts on a
 * first visit) and a module script at the end of <body> that imports them statically, so the browser fetches them
 * at high priority together with the stylesheet, and runs them before the first paint. Here the links stay but ask
 * for low priority (`fetchpriority="low"`): Chrome holds such requests back while the stylesheet, which the paint
 * waits for, is loading, and Lighthouse no longer counts them as blocking the paint. The module script first waits
 * for the page's first frame, then imports the (by then mostly downloaded) chunks in the original order: the same
 * modules, evaluated in the same sequence, a frame later. Record 025 fetched them only after the paint, which put
 * their whole download between the paint and a live page (0.8 s of a phone's 1.6 Mbps): record 032.
 *
 * The rewrite works on the text React Router produces; a shape it does not recognise is sent unchanged, so a
 * framework update can cost the early paint but never the page's scripts.
 */

const MODULE_SCRIPT = /(<script\b[^>]*\btype="module"[^>]*>)([\s\S]*?)(<\/script>)/;
const PRELOAD_START = '<link rel="modulepreload"';
const MODULEPRELOAD_LINK = /<link rel="modulepreload" href="([^"]+)"[^>]*?\/?>/g;
const SIDE_EFFECT_IMPORT = /^import ("[^"\n]+");$/gm;
const NAMESPACE_IMPORT = /^import \* as ([A-Za-z_$][\w$]*) from ("[^"\n]+");$/gm;
/** Any static import left after the two shapes above: a form this rewrite does not know. */
const OTHER_STATIC_IMPORT = /^\s*import\s*(?!\()/m;

// After the frame in which the page is first painted: rAF runs just before that frame is drawn, the timeout after
// it. A hidden tab draws no frames, so it loads at once.
const AFTER_FIRST_PAINT =
  'await new Promise((go) => (document.visibilityState === "hidden" ? go() : requestAnimationFrame(() => setTimeout(go))));';

/**
 * The document's beginning up to and including React Router's module script, with the modulepreload links at low
 * priority and the module script's imports made to wait for the first paint; null when the text is not of the known shape.
 */
export function scriptsAfterFirstPaint(html: string): string | null {
  const script = MODULE_SCRIPT.exec(html);
  if (!script) return null;
  const [whole, open, body, close] = script;
  const imports = body.replace(SIDE_EFFECT_IMPORT, "await import($1);").replace(NAMESPACE_IMPORT, "const $1 = await import($2);");
  if (imports === body || OTHER_STATIC_IMPORT.test(imports)) return null;

  const before = html.slice(0, script.index).replace(MODULEPRELOAD_LINK, (link) => link.replace(PRELOAD_START, `${PRELOAD_START} fetchpriority="low"`));
  return `${before}${open}${AFTER_FIRST_PAINT}\n${imports}${close}${html.slice(script.index + whole.length)}`;
}

/**
 * A stream of the rendered document that applies `scriptsAfterFirstPaint`: it holds the text back until React
 * Router's module script has passed (it ends the shell, which React writes in one go), rewrites it, and passes the
 * rest (streamed Suspense content) through as it comes.
 */
export function scriptsAfterFirstPaintStream(): Transform {
  const decoder = new TextDecoder();
  let held = "";
  let passing = false;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      const text = decoder.decode(chunk, { stream: true });
      if (passing) return done(null, text);
      held += text;
      const end = MODULE_SCRIPT.exec(held);
      if (!end) return done();
      passing = true;
      const out = scriptsAfterFirstPaint(held) ?? held;
      held = "";
      done(null, out);
    },
    flush(done) {
      done(null, held + decoder.decode());
    },
  });
}
