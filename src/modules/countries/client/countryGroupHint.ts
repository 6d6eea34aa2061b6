// The country-group hint (spec 2.16): a popup about the regional offices 欧盟, 非知 and 比荷卢, shown when such a
// group is picked, until the user dismisses it permanently. The dismissal is kept on the server per user
// (userCustomDisplay displayType 7), so it follows the user to another browser.
import { useCallback, useEffect, useState } from 'react';
import { api } from '../../../client/request/api';

export const COUNTRY_HINT_DISPLAY_TYPE = 7;
export const DISMISSED = '1';

export const isDismissed = (displayContent: string | null | undefined) => displayContent === DISMISSED;

export function useCountryGroupHint() {
  /** null while the server has not answered. */
  const [dismissed, setDismissed] = useState<boolean | null>(null);
  const [open, setOpen] = useState(false);
  useEffect(() => {
    let live = true;
    api.userCustomDisplay
      .query({ displayType: COUNTRY_HINT_DISPLAY_TYPE })
      .then((r) => live && setDismissed(isDismissed(r.displayContent)))
      .catch(() => live && setDismissed(false));
    return () => {
      live = false;
    };
  }, []);
  /** Opens the hint unless dismissed for good (force: the user asked for it). */
  const show = useCallback((force = false) => {
    if (force || dismissed === false) setOpen(true);
  }, [dismissed]);
  const close = useCallback(() => setOpen(false), []);
  const never = useCallback(async () => {
    setOpen(false);
    setDismissed(true);
    await api.userCustomDisplay.set({ displayType: COUNTRY_HINT_DISPLAY_TYPE, displayContent: DISMISSED }).catch(() => undefined);
  }, []);
  return { dismissed, open, show, close, never };
}
