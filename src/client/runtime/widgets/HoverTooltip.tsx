// antd's Tooltip, mounted when the pointer or focus first reaches its element. For tooltips repeated in every row
// of a list (tags, details buttons, file names): each mounted Tooltip sets up a trigger with its own observers,
// and a page of 50 rows held some 150 of them, about 80 ms of the list's first render.
import { Tooltip, type TooltipProps } from 'antd';
import { cloneElement, useState, type FocusEvent, type MouseEvent, type ReactElement, type ReactNode } from 'react';

type Hoverable = ReactElement<{ onMouseEnter?: (e: MouseEvent) => void; onFocus?: (e: FocusEvent) => void }>;

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
  const arm = { onMouseEnter: (e: MouseEvent) => (children.props.onMouseEnter?.(e), setArmed(true)), onFocus: (e: FocusEvent) => (children.props.onFocus?.(e), setArmed(true)) };
  return cloneElement(children, arm);
}
