// The top progress bar of route and session loads (spec 9: speed 500, trickle 200, minimum 0.3), drawn the way
// nprogress draws it but without its forced layouts: nprogress reads `offsetWidth` on every step, each 200 ms
// trickle included, so the page being built underneath is laid out again and again (about 200 ms of a sign-in on
// a loaded machine, issue 18 item 8). Here a step only sets a transform that a CSS transition animates; the first
// one waits two animation frames so that the bar's start position has been drawn.
import './progressBar.css';

const SPEED_MS = 500;
const TRICKLE_MS = 200;
const MINIMUM = 0.3;
const TRICKLE_RATE = 0.02;
const MAXIMUM = 0.994;

let status: number | null = null;
let users = 0;
let root: HTMLDivElement | null = null;
let bar: HTMLDivElement | null = null;
let trickle: ReturnType<typeof setInterval> | undefined;
let finishing: Array<ReturnType<typeof setTimeout>> = [];

const clamp = (n: number, min: number, max: number) => Math.min(max, Math.max(min, n));

function place(n: number) {
  if (bar) bar.style.transform = `translate3d(${(n - 1) * 100}%, 0, 0)`;
}

function set(n: number) {
  status = clamp(n, MINIMUM, 1);
  place(status);
}

function mount() {
  finishing.forEach(clearTimeout);
  finishing = [];
  if (!root) {
    root = document.createElement('div');
    root.id = 'route-progress';
    root.setAttribute('aria-hidden', 'true');
    bar = document.createElement('div');
    bar.className = 'bar';
    bar.appendChild(document.createElement('div')).className = 'peg';
    root.appendChild(bar);
  }
  root.style.opacity = '1';
  bar!.style.transition = 'none';
  place(0);
  if (!root.isConnected) document.body.appendChild(root);
}

/** Shows the bar (or keeps it) for one more waiting part of the page. */
export function startProgress() {
  users += 1;
  if (status !== null && !finishing.length) return;
  mount();
  status = MINIMUM;
  requestAnimationFrame(() =>
    requestAnimationFrame(() => {
      if (!bar || status === null) return;
      bar.style.transition = `transform ${SPEED_MS}ms ease`;
      place(status);
    }),
  );
  clearInterval(trickle);
  trickle = setInterval(() => status !== null && set(Math.min(status + Math.random() * TRICKLE_RATE, MAXIMUM)), TRICKLE_MS);
}

/** One waiting part is done; the last one runs the bar to the end, fades it out and removes it. */
export function doneProgress() {
  users = Math.max(0, users - 1);
  if (users > 0 || status === null) return;
  clearInterval(trickle);
  set(1);
  finishing.push(
    setTimeout(() => {
      if (root) {
        root.style.transition = `opacity ${SPEED_MS}ms linear`;
        root.style.opacity = '0';
      }
      finishing.push(
        setTimeout(() => {
          root?.remove();
          status = null;
          finishing = [];
        }, SPEED_MS),
      );
    }, SPEED_MS),
  );
}
