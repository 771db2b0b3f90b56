/*
 * The first second of a page (issue 41, record 032): what a shopper does between the first paint and the moment
 * the page's scripts have hydrated it is kept, and an account page's data is already on its way.
 *
 * One inline script in <head> (beside the session mark, allowed by the same hash: contracts/session-mark.ts) does
 * three things before the page is live:
 * - a tap on a control marked `data-replay` (a button whose work needs the scripts) is held back and recorded; a
 *   form marked `data-replay` is not sent but recorded with the button that sent it. Once hydrated, the app
 *   replays them in order (app/lib/first-second.ts). `data-replay="press"` replays a press (pointerdown, then the
 *   click), for controls that open on the press (Radix menu triggers). A held control is marked `data-held` (shown
 *   as taken), and a second tap on it while it is held (until the app has carried the first out, also just after
 *   the page went live) is the same tap, not a second one: without an answer on the screen a shopper taps again to
 *   make sure, and replayed twice that tap would put the article in the cart twice, go back two pages or toggle a
 *   menu or a selection shut again. Only `data-replay="repeat"` counts every tap (a quantity's +/-, the carousel's
 *   arrows), as a shopper tapping + three times means three.
 * - on an account page, with a token stored, the page's first API calls start at once with that token; the API
 *   client takes such an answer instead of asking again (app/lib/api-client.ts), once.
 * - a picture marked `data-loaded-after="<ms>"` gets `data-loaded` that long after it has loaded, so the overlay
 *   over it (styled by that attribute) goes when the picture is there, whether the scripts ran or not (spec §2:
 *   the hero's overlay 300 ms after its image loads, the promo's when its picture has).
 * Once `<html data-hydrated>` is set, the tap and form listeners let every event through but a second tap on a
 * control still marked `data-held`.
 *
 * Kept as plain ES5 text: it runs before anything else, in every browser the shop supports.
 */

/** The API calls each account page makes first, as the API client writes their address (path and query). */
export const EARLY_CALLS: Record<string, readonly string[]> = {
  "/cartpage": ["/api/cart/getAllItems", "/api/cart/savedForLater"],
  "/checkout": ["/api/cart/getAllItems", "/api/checkout/quote?fulfilment=PICKUP", "/api/checkout/quote?fulfilment=DELIVERY"],
  "/orders": ["/api/orders"],
  "/prescriptions": ["/api/prescriptions"],
  "/desk": ["/api/desk/days", "/api/desk/orders?view=TO_PREPARE"],
};

/** The attribute set on <html> once the page has hydrated; before it, marked taps and forms are recorded. */
export const HYDRATED_ATTRIBUTE = "data-hydrated";

/**
 * Set on a control (and on a form and the button that sent it) whose tap is held until the page is live: styled as
 * taken (app.css), so the shopper sees the tap arrived and does not tap again; the app removes it when it carries
 * the tap out.
 */
export const HELD_ATTRIBUTE = "data-held";

export const FIRST_SECOND_SCRIPT = `(function(){var d=document,h=d.documentElement,q=[],e={};window.__firstSecond={taps:q,calls:e};
function live(){return h.hasAttribute("${HYDRATED_ATTRIBUTE}")}
function taken(ev){ev.preventDefault();ev.stopImmediatePropagation()}
function hold(ev,entry){taken(ev);q.push(entry)}
d.addEventListener("click",function(ev){if(!ev.target.closest)return;var t=ev.target.closest("[data-replay]");if(!t||t.tagName==="FORM"||t.disabled)return;var k=t.getAttribute("data-replay")||"click";if(k!=="repeat"&&t.hasAttribute("${HELD_ATTRIBUTE}"))return taken(ev);if(live())return;t.setAttribute("${HELD_ATTRIBUTE}","");hold(ev,{kind:k==="repeat"?"click":k,el:t})},true);
d.addEventListener("load",function(ev){var t=ev.target;if(t.getAttribute&&t.hasAttribute("data-loaded-after"))setTimeout(function(){t.setAttribute("data-loaded","")},+t.getAttribute("data-loaded-after")||0)},true);
d.addEventListener("submit",function(ev){var f=ev.target,b=ev.submitter||null;if(!f.hasAttribute||!f.hasAttribute("data-replay"))return;if(f.hasAttribute("${HELD_ATTRIBUTE}"))return taken(ev);if(live())return;f.setAttribute("${HELD_ATTRIBUTE}","");if(b)b.setAttribute("${HELD_ATTRIBUTE}","");hold(ev,{kind:"submit",el:f,by:b})},true);
try{var t=localStorage.getItem("token"),p=${JSON.stringify(EARLY_CALLS)}[location.pathname.replace(/\\/$/,"")||"/"];
if(t&&p&&window.fetch)p.forEach(function(u){var a=fetch(u,{headers:{accept:"application/json",authorization:"Bearer "+t}});a["catch"](function(){});e[u]={token:t,answer:a}})}catch(x){}})();`;
