import { HELD_ATTRIBUTE, HYDRATED_ATTRIBUTE } from "#contracts/first-second.ts";

/*
 * The browser half of the first second (contracts/first-second.ts, record 032): once the page has hydrated, the
 * taps and forms the head script held back are carried out, in the order they came, and <html> is marked live.
 */

type HeldTap = { kind: string; el: HTMLElement; by?: HTMLElement | null };
type EarlyCall = { token: string; answer: Promise<Response> };
type FirstSecond = { taps: HeldTap[]; calls: Record<string, EarlyCall | undefined> };

function firstSecond(): FirstSecond | undefined {
  return typeof window === "undefined" ? undefined : (window as unknown as { __firstSecond?: FirstSecond }).__firstSecond;
}

function press(el: HTMLElement) {
  const init = { bubbles: true, cancelable: true, composed: true, button: 0, isPrimary: true, pointerType: "mouse" };
  el.dispatchEvent(new PointerEvent("pointerdown", init));
  el.dispatchEvent(new MouseEvent("mousedown", init));
  el.dispatchEvent(new PointerEvent("pointerup", init));
  el.dispatchEvent(new MouseEvent("mouseup", init));
}

/** Whether React has attached its handlers to this element (a streamed Suspense part hydrates after the shell). */
function handled(el: HTMLElement): boolean {
  return Object.keys(el).some((key) => key.startsWith("__reactProps$"));
}

const nextTask = () => new Promise((go) => setTimeout(go, 0));

/**
 * The control a held tap is for now: the element tapped, or, when hydration replaced it (a look-alike swapped for
 * the real control), the element that took over its `data-replay-key`.
 */
function current(el: HTMLElement): HTMLElement {
  const key = el.dataset.replayKey;
  if (el.isConnected || !key) return el;
  return document.querySelector<HTMLElement>(`[data-replay-key="${CSS.escape(key)}"]`) ?? el;
}

/**
 * The element to carry a held tap out on, once React has attached its handlers and committed that part; null when
 * the control went away with hydration (a placeholder replaced, nothing took over its key).
 */
async function settled(el: HTMLElement): Promise<HTMLElement | null> {
  let target = current(el);
  for (let waited = 0; waited < 5000; ) {
    for (; target.isConnected && !handled(target) && waited < 5000; waited += 50) {
      await new Promise((go) => setTimeout(go, 50));
      target = current(target);
    }
    // React attaches a control's handlers while it hydrates that part and commits the part a moment later; a tap
    // carried out in between can update state the commit then replaces (seen in the suite: two taps on "+" made 2
    // instead of 3). One frame and one task after the handlers appear, the part is committed.
    await new Promise((go) => requestAnimationFrame(() => setTimeout(go, 0)));
    waited += 16;
    const now = current(target);
    if (!now.isConnected) return null;
    // Still the same live control: act on it. Swapped during that frame (the desktop MENÜ's look-alike for the
    // real trigger, seen in a third of the runs): wait for its successor in turn, instead of dropping the tap.
    if (now === target && handled(now)) return now;
    target = now;
  }
  return target.isConnected ? target : null;
}

async function replay(held: HeldTap[]) {
  for (const tap of held) {
    // Out of React's effect flush, one task per tap: each sees the state the one before it left (two taps on
    // "+" make 2, then 3), as a shopper's taps would.
    await nextTask();
    const el = await settled(tap.el);
    // The tap is carried out now (or its control went with hydration): no longer shown as waiting.
    for (const marked of [tap.el, tap.by, el]) marked?.removeAttribute(HELD_ATTRIBUTE);
    if (!el) continue;
    if (tap.kind === "submit") {
      const form = el as HTMLFormElement;
      form.requestSubmit(tap.by && form.contains(tap.by) ? tap.by : undefined);
    } else if (tap.kind === "press") press(el);
    else el.click();
  }
}

/** Called once, after the page's shell has hydrated (the root's effect runs after every child's). */
export function markHydrated(): void {
  document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, "");
  performance.mark("hydrated");
  const held = firstSecond()?.taps.splice(0) ?? [];
  if (held.length) void replay(held);
}

/**
 * The answer of an API call the head script started at first paint, taken once, when it was asked with the same
 * token; undefined otherwise (the caller asks as usual).
 */
export function takeEarlyCall(address: string, token: string | null): Promise<Response> | undefined {
  const calls = firstSecond()?.calls;
  const call = calls?.[address];
  if (!calls || !call) return undefined;
  delete calls[address];
  return call.token === token ? call.answer : undefined;
}

/**
 * A ref for a text field whose value React controls: text typed before hydration stays (React leaves the field as
 * it is while hydrating, but would write its own state back at the next render), and is handed to `keep`.
 */
export function keepTypedText(current: string, keep: (typed: string, focused: boolean) => void) {
  return (field: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement | null) => {
    if (field && field.value !== current) keep(field.value, document.activeElement === field);
  };
}

/** `keepTypedText` for a checkbox React controls: a box ticked (or cleared) before hydration stays so. */
export function keepTicked(current: boolean, keep: (ticked: boolean) => void) {
  return (box: HTMLInputElement | null) => {
    if (box && box.checked !== current) keep(box.checked);
  };
}
