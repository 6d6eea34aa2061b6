// antd's Tooltip, mounted when a mouse pointer or keyboard focus first reaches its element. For tooltips repeated
// in every row of a list (tags, details buttons, file names): each mounted Tooltip sets up a trigger with its own
// observers, and a page of 50 rows held some 150 of them, about 80 ms of the list's first render.
// Mounting the Tooltip puts a new DOM node in the element's place. A mouse arrives long before its click, but a
// tap on a phone sends its pointer, focus and click events in one burst: armed by them, the tap's click would land
// on the node just replaced and be lost. So touch and pen pointers, and focus that is not keyboard focus, never arm
// it (a phone has no hover to show a tooltip on anyway).
import { Tooltip, type TooltipProps } from 'antd';
import { cloneElement, useState, type FocusEvent, type PointerEvent, type ReactElement, type ReactNode } from 'react';

type Hoverable = ReactElement<{ onPointerEnter?: (e: PointerEvent) => void; onFocus?: (e: FocusEvent) => void }>;

/** Keyboard focus (:focus-visible), not the focus a click or tap gives. */
const keyboardFocus = (el: Element) => {
  try {
    return el.matches(':focus-visible');
  } catch {
    return false; // a browser without the selector
  }
};

export function HoverTooltip({ title, placement, children }: { title: ReactNode; placement?: TooltipProps['placement']; children: Hoverable }) {
  const [armed, setArmed] = useState(false);
  if (title === undefined || title === null || title === '') return children;
  if (armed)
    return (
      // Open at once: the pointer is already over the element, so the trigger will not see it enter.
      <Tooltip title={title} placement={placement} defaultOpen>
        {children}
      </Tooltip>
    );
  const arm = {
    onPointerEnter: (e: PointerEvent) => {
      children.props.onPointerEnter?.(e);
      if (e.pointerType === 'mouse') setArmed(true);
    },
    onFocus: (e: FocusEvent) => {
      children.props.onFocus?.(e);
      if (keyboardFocus(e.currentTarget)) setArmed(true);
    },
  };
  return cloneElement(children, arm);
}
