// The boot frame of index.html (#boot: the shell's outline with a skeleton list, painted before any script ran)
// goes once the app has drawn a page or the shell (issue 18: first paint).
export function removeBoot() {
  if (typeof document === 'undefined') return;
  document.getElementById('boot')?.remove();
  document.documentElement.classList.remove('boot-frame', 'boot-horizontal', 'boot-collapsed');
}
