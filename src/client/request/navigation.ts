// Navigation for code outside React (request layer). The router registers its navigate function.
type Navigate = (to: string, opts?: { replace?: boolean }) => void;

let navigateFn: Navigate = (to) => window.location.assign(to);

export function setNavigate(fn: Navigate) {
  navigateFn = fn;
}

export function navigate(to: string, opts?: { replace?: boolean }) {
  navigateFn(to, opts);
}
